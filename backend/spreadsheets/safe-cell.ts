// The one formula-safety rule of every spreadsheet the portal writes (the
// contracts, orders, catalogue and statistics exports). Text that begins with
// =, +, - or @, or with a tab or a carriage return (the OWASP CSV-injection
// list), would be read as a formula once someone edits the cell or saves the
// sheet as CSV. The portal writes every value as a typed cell, never as a
// formula, and gives such text the Text number format ('@') so it stays text
// when edited. The value itself is kept as it was typed: a catalogue exported
// and imported again round-trips unchanged.

export type CellValue = string | number | boolean | Date | null;

/** The first characters that make a spreadsheet read typed text as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function looksLikeFormula(value: unknown): value is string {
  return typeof value === 'string' && FORMULA_START.test(value);
}

/** The Text number format: the cell's content is text, whatever it looks like. */
export const TEXT_FORMAT = '@';

/** The number format a cell must carry to stay safe: Text for formula-like text, else none (the column's own). */
export function safeFormat(value: unknown): typeof TEXT_FORMAT | undefined {
  return looksLikeFormula(value) ? TEXT_FORMAT : undefined;
}
