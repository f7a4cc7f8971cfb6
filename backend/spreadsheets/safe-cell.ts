// What a spreadsheet cell written by the portal may hold. Text that begins
// with =, +, - or @ would be read as a formula by Excel once someone edits the
// cell (formula injection): such text is written as text with the Text number
// format ('@'), so it stays text, never a formula.

export type CellValue = string | number | boolean | Date | null;

/** The characters that make a spreadsheet read typed text as a formula. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@'] as const;

export function looksLikeFormula(value: unknown): value is string {
  return typeof value === 'string' && (FORMULA_TRIGGERS as readonly string[]).includes(value.charAt(0));
}

/** The Text number format: the cell's content is text, whatever it looks like. */
export const TEXT_FORMAT = '@';
