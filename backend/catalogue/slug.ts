/** A key-safe name for a part number or family name ('MYE73QL/A' → 'mye73ql-a'). */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
