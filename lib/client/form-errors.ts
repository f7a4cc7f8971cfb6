/** A form's errors: by field name ('company.vatNumber'), or nested by group; each error a { type, message }. */
export type FormErrors = object;

/**
 * Every message of a form's error tree (react-hook-form's) with the field's name
 * ('company.vatNumber', 'signers.0.name'), in the order the form shows the
 * fields when the page is there to say (document order), else in the schema's.
 */
export function flattenFormErrors(errors: FormErrors): { name: string; message: string }[] {
  const found: { name: string; message: string }[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message && 'type' in node) {
      found.push({ name: path.replace(/\.root$/, ''), message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  if (typeof document === 'undefined') return found;
  const position = (name: string) => document.getElementsByName(name)[0] ?? null;
  return found
    .map((error, index) => ({ error, index, element: position(error.name) }))
    .sort((a, b) => {
      if (a.element && b.element && a.element !== b.element) return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ error }) => error);
}
