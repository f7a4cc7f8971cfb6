// CatalogXLS: the whole catalogue in the import's layout (stable sheet and
// column codes), every row the database holds, formula-like text written as
// text (read back, the file holds no formula at all); who may download it.
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessories, families, guaranteeServices, modelAccessories, productModels } from '@/backend/db/schema';
import { CATALOG_SHEETS } from '@/backend/imports/catalog-layout';
import { readWorkbook } from '@/backend/spreadsheets/read-workbook';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

const INJECTED = '=HYPERLINK("http://evil.example","x")';

describe('CatalogXLS', () => {
  let t: CatalogueApp;
  let smartcom: number;
  let milano: number;
  let roma: number;
  beforeAll(async () => {
    t = await setupCatalogueApp();
    [smartcom, milano, roma] = await Promise.all([t.agencyId('SmartCom'), t.agencyId('Agenzia Milano'), t.agencyId('Agenzia Roma')]);
    // Text a spreadsheet would run as a formula, in each kind of sheet.
    const [family] = await t.db.insert(families).values({ name: '@SUM(1)', sortOrder: 999 }).returning();
    const [model] = await t.db
      .insert(productModels)
      .values({ familyId: family!.id, name: '+cmd|calc', brand: '-Brand', partNumber: 'INJ-1', category: 'tablet', listPrice: 10 })
      .returning();
    const [accessory] = await t.db.insert(accessories).values({ name: INJECTED, partNumber: 'INJ-ACC', price: 5 }).returning();
    await t.db.insert(modelAccessories).values({ modelId: model!.id, accessoryId: accessory!.id });
  }, 60_000);
  afterAll(() => t.close());

  it('holds every family, model, accessory and service in the import layout, formula-like text as text', async () => {
    const response = await t.request('admin', `/api/Agency/${smartcom}/CatalogXLS`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toMatch(/filename="catalogo-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = new Uint8Array(await response.arrayBuffer());

    // The import's reader refuses any formula: the export has none.
    const [guide, ...sheets] = await readWorkbook(bytes);
    expect(guide!.name).toBe('Istruzioni');
    const layouts = Object.values(CATALOG_SHEETS);
    expect(sheets.map((s) => s.name)).toEqual(layouts.map((l) => l.name));
    expect(sheets.map((s) => s.header)).toEqual(layouts.map((l) => l.columns.map((c) => c.key)));
    const counts = await Promise.all([families, productModels, accessories, guaranteeServices].map((table) => t.db.$count(table)));
    expect(sheets.map((s) => s.rows.length)).toEqual(counts);
    expect(Number(response.headers.get('x-export-rows'))).toBe(counts.reduce((a, b) => a + b, 0));

    const [familySheet, modelSheet, accessorySheet] = sheets;
    expect(familySheet!.rows.at(-1)!.cells).toEqual(['@SUM(1)', 999]);
    expect(modelSheet!.rows.find((r) => r.cells[0] === 'INJ-1')!.cells).toEqual([
      'INJ-1',
      '+cmd|calc',
      '-Brand',
      '@SUM(1)',
      'tablet',
      10,
      'notSpecified',
      null,
      false,
      true,
    ]);
    expect(accessorySheet!.rows.find((r) => r.cells[0] === 'INJ-ACC')!.cells).toEqual(['INJ-ACC', INJECTED, 5, 'INJ-1']);

    const workbook = new Workbook();
    await workbook.xlsx.load(bytes);
    const accessoryCells = workbook.getWorksheet('Accessories')!.getColumn(2);
    const injected = accessoryCells.values.findIndex((v) => v === INJECTED);
    const cell = workbook.getWorksheet('Accessories')!.getRow(injected).getCell(2);
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe('@');
  });

  it("lists the models an accessory fits, and a model's price and warehouse status as the database has them", async () => {
    const [fit] = await t.db
      .select({ accessory: accessories.partNumber, model: productModels.partNumber, price: productModels.listPrice, warehouse: productModels.warehouseStatus })
      .from(modelAccessories)
      .innerJoin(accessories, eq(accessories.id, modelAccessories.accessoryId))
      .innerJoin(productModels, eq(productModels.id, modelAccessories.modelId))
      .where(eq(productModels.active, true))
      .limit(1);
    const [, ...sheets] = await readWorkbook(
      new Uint8Array(await (await t.request('superadmin', `/api/Agency/${smartcom}/CatalogXLS?locale=en`)).arrayBuffer()),
    );
    const model = sheets[1]!.rows.find((r) => r.cells[0] === fit!.model)!;
    expect(model.cells[5]).toBe(fit!.price);
    expect(model.cells[6]).toBe(fit!.warehouse);
    const accessory = sheets[2]!.rows.find((r) => r.cells[0] === fit!.accessory)!;
    expect(String(accessory.cells[3]).split(', ')).toContain(fit!.model);
  });

  it('names the file in the language asked for, and refuses an unknown one', async () => {
    const english = await t.request('superadmin', `/api/Agency/${smartcom}/CatalogXLS?locale=en`);
    expect(english.headers.get('content-disposition')).toMatch(/filename="catalogue-/);
    await english.arrayBuffer();
    const odd = await t.request('superadmin', `/api/Agency/${smartcom}/CatalogXLS?locale=de`);
    expect(odd.status).toBe(400);
  });

  it('is for the roles with the import section, in their own agency only', async () => {
    const status = async (user: string, agency: number) => {
      const response = await t.request(user, `/api/Agency/${agency}/CatalogXLS`);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await status('agencyadmin', milano)).toBe(200);
    for (const user of ['agent', 'junior', 'capoarea', 'customer']) expect(await status(user, milano), user).toBe(403);
    expect(await status('groupmanager', roma)).toBe(403);
    expect(await status('agencyadmin', roma)).toBe(404);
    expect((await t.request(null, `/api/Agency/${milano}/CatalogXLS`)).status).toBe(401);
  });
});
