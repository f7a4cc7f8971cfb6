// The templates speak the reader's language: each opens with an instructions
// sheet (every column, what it holds, the codes a coded column takes, the
// file's rules) in Italian or English by the caller's locale, and each coded
// column carries a drop-down of its codes. Sheet and column codes stay the
// same in every language, so the import reads either.
import { Workbook } from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SHEETS } from '@/backend/imports/catalog-layout';
import { USERS_SHEET } from '@/backend/imports/users-layout';
import { readWorkbook } from '@/backend/spreadsheets/read-workbook';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

describe('import templates', () => {
  let t: CatalogueApp;
  let smartcom: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    smartcom = await t.agencyId('SmartCom');
  }, 60_000);
  afterAll(() => t.close());

  const download = async (path: string, language: string) =>
    new Uint8Array(await (await t.request('admin', `/api/Agency/${smartcom}/${path}`, { headers: { 'accept-language': language } })).arrayBuffer());

  const cases = [
    { path: 'CatalogXLS', layouts: Object.values(CATALOG_SHEETS) },
    { path: 'ImportUserTemplate', layouts: [USERS_SHEET] },
  ];
  const words = {
    it: {
      sheet: 'Istruzioni',
      header: ['Foglio', 'Colonna', 'Cosa contiene', 'Valori ammessi'],
      ean: /EAN-13 o EAN-8/,
      check: /segnala tutti gli errori insieme/,
    },
    en: { sheet: 'Instructions', header: ['Sheet', 'Column', 'What it holds', 'Allowed values'], ean: /EAN-13 or EAN-8/, check: /reports every error at once/ },
  };

  for (const { path, layouts } of cases)
    for (const language of ['it', 'en'] as const)
      it(`${path} in ${language}: the instructions sheet first, a row per column with the codes of each coded column`, async () => {
        const bytes = await download(path, language);
        const [guide, ...sheets] = await readWorkbook(bytes);
        expect(guide!.name).toBe(words[language].sheet);
        expect(guide!.header).toEqual(words[language].header);
        expect(sheets.map((s) => s.name)).toEqual(layouts.map((l) => l.name));
        const columns = layouts.flatMap((l) => l.columns.map((c) => [l.name, c.key, (c as { choices?: readonly string[] }).choices?.join(', ') ?? null]));
        const described = guide!.rows.filter((r) => r.cells[1] !== undefined && r.cells[1] !== null);
        expect(described.map((r) => [r.cells[0], r.cells[1], r.cells[3] ?? null])).toEqual(columns);
        expect(described.every((r) => typeof r.cells[2] === 'string' && r.cells[2].length > 10)).toBe(true);
        expect(guide!.rows.some((r) => words[language].check.test(String(r.cells[0])))).toBe(true);
        if (path === 'CatalogXLS') expect(described.find((r) => r.cells[1] === 'ean')!.cells[2]).toMatch(words[language].ean);
      });

  it('gives every coded column a drop-down of its codes, over the rows an import reads', async () => {
    const workbook = new Workbook();
    await workbook.xlsx.load(await download('CatalogXLS', 'it'));
    const models = workbook.getWorksheet('Models')!;
    // Column E is the category, G the warehouse status, I and J the yes/no columns.
    expect(models.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"smartphone,tablet,notebook,camera"'] });
    expect(models.getCell('G40000').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"available,incoming,callForAvailability,notAvailable,notSpecified"'],
    });
    expect(models.getCell('J2').dataValidation).toMatchObject({ type: 'list', formulae: ['"TRUE,FALSE"'] });
    expect(models.getCell('A2').dataValidation).toBeUndefined();
    expect(workbook.getWorksheet('Services')!.getCell('A2').dataValidation).toMatchObject({ formulae: ['"SILVER,GOLD,PLATINUM"'] });

    const users = new Workbook();
    await users.xlsx.load(await download('ImportUserTemplate', 'en'));
    const sheet = users.getWorksheet('Users')!;
    expect(sheet.getCell('D2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"superAdministrator,administrator,agency_admin,agency,capo_area,group_manager,agent,junior_agent"'],
    });
    expect(sheet.getCell('E2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Administrator,Editor,Viewer"'] });
    expect(sheet.getCell('C2').dataValidation).toBeUndefined();
  });
});
