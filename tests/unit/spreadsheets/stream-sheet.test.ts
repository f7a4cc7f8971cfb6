// Exported cells are values, never formulas: text that a spreadsheet would
// read as one (=, +, -, @, tab, carriage return first) gets an apostrophe.
import { describe, expect, it } from 'vitest';
import { safeCell } from '@/backend/spreadsheets/stream-sheet';

describe('spreadsheet cells', () => {
  it('writes text that would start a formula with a leading apostrophe, and leaves the rest alone', () => {
    for (const text of ['=1+1', '+39 02', '-2', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(text)).toBe(`'${text}`);
    for (const value of ['Agenzia Roma', 'a=b', 42, -3, null]) expect(safeCell(value)).toBe(value);
  });
});
