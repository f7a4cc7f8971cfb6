// Which sheet a worksheet part is. The workbook names its sheets by
// relationship id, and its relationships point at the parts by a target that
// the packaging standard (OPC) lets a writer spell relative to xl/
// ("worksheets/sheet1.xml", as Excel and LibreOffice do) or absolute from the
// package root ("/xl/worksheets/sheet1.xml", as openpyxl does). The spreadsheet
// library matches the relative spelling alone; this resolves both.

export interface WorkbookRelation {
  Id: string;
  Target: string;
}

export interface WorkbookSheet {
  name: string;
  rId: string;
}

/** A relationship target of xl/workbook.xml as a part name inside the archive ("xl/worksheets/sheet1.xml"). */
export function partOfTarget(target: string): string {
  const steps = target.startsWith('/') ? [] : ['xl'];
  for (const step of target.split('/')) {
    if (step === '' || step === '.') continue;
    if (step === '..') steps.pop();
    else steps.push(step);
  }
  return steps.join('/');
}

/** The name the workbook gives the worksheet part `xl/worksheets/sheet<sheetNo>.xml`, if it names it. */
export function sheetNameOf(sheetNo: number, relations: readonly WorkbookRelation[], sheets: readonly WorkbookSheet[]): string | undefined {
  const part = `xl/worksheets/sheet${sheetNo}.xml`;
  const relation = relations.find((r) => partOfTarget(r.Target).toLowerCase() === part);
  return relation && sheets.find((s) => s.rId === relation.Id)?.name;
}
