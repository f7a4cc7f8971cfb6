/** Euros and percentages as people type them ("4,50", "3.5"): a number with at most two decimals up to `max`, or null. */
export function decimalInput(text: string, max: number): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value <= max ? value : null;
}
