// The one formula-safety rule of the portal's spreadsheets: text a spreadsheet
// would read as a formula (=, +, -, @, tab or carriage return first, as OWASP
// lists for CSV injection) is written with the Text format; nothing else is.
import { describe, expect, it } from 'vitest';
import { TEXT_FORMAT, looksLikeFormula, safeFormat } from '@/backend/spreadsheets/safe-cell';

describe('formula-safe cells', () => {
  it('marks text that would start a formula as text', () => {
    for (const text of ['=1+1', '+39 02 1234', '-2', '@SUM(A1)', '\t=1', '\rx', '=HYPERLINK("http://evil.example","x")']) {
      expect(looksLikeFormula(text)).toBe(true);
      expect(safeFormat(text)).toBe(TEXT_FORMAT);
    }
  });

  it('leaves every other value alone, numbers included (a negative amount is a number, not text)', () => {
    for (const value of ['Agenzia Roma', 'a=b', ' =1', '', 42, -3, 0, true, null, new Date(0)]) {
      expect(looksLikeFormula(value)).toBe(false);
      expect(safeFormat(value)).toBeUndefined();
    }
  });
});
