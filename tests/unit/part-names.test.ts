// A workbook relationship's target names its part relative to xl/ (Excel,
// LibreOffice) or from the package root (openpyxl); either finds the sheet.
import { describe, expect, it } from 'vitest';
import { partOfTarget, sheetNameOf } from '@/backend/spreadsheets/part-names';

describe('workbook part names', () => {
  it('resolves relative, dotted and absolute targets to the same part', () => {
    expect(partOfTarget('worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partOfTarget('./worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partOfTarget('/xl/worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partOfTarget('../xl/worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
  });

  it('names a worksheet part by the sheet whose relationship points at it, however spelt', () => {
    const sheets = [
      { name: 'Istruzioni', rId: 'rId1' },
      { name: 'Models', rId: 'rId2' },
    ];
    expect(
      sheetNameOf(
        2,
        [
          { Id: 'rId1', Target: '/xl/worksheets/sheet1.xml' },
          { Id: 'rId2', Target: '/xl/worksheets/sheet2.xml' },
        ],
        sheets,
      ),
    ).toBe('Models');
    expect(sheetNameOf(1, [{ Id: 'rId1', Target: 'worksheets/sheet1.xml' }], sheets)).toBe('Istruzioni');
    expect(sheetNameOf(3, [{ Id: 'rId1', Target: 'worksheets/sheet1.xml' }], sheets)).toBeUndefined();
  });
});
