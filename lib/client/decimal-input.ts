// How people type amounts in the portal's forms (components/ui/decimal-field.tsx): null for anything else, so a form
// shows its error instead of storing a number the person did not mean.

/**
 * A large amount written the language's way, grouped or not, with at most `decimals` decimals (two unless said):
 * "60.000", "60000,50" in Italian, "60,000", "60000.50" in English. A separator is read only as that language uses
 * it: groups of three after a grouping mark, so the Italian "50000.5" is refused, never read as 500005.
 */
export function groupedAmountInput(text: string, locale: string, max: number, decimals = 2): number | null {
  const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
  const compact = text.trim().replace(/\s/g, '');
  const [whole = '', cents, ...rest] = compact.split(decimal);
  if (rest.length > 0 || (cents !== undefined && !new RegExp(`^\\d{1,${decimals}}$`).test(cents))) return null;
  const groupedThousands = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
  if (!/^\d{1,10}$/.test(whole) && !groupedThousands.test(whole)) return null;
  const value = Number(`${whole.split(group).join('')}.${cents ?? '0'}`);
  return value <= max ? value : null;
}
