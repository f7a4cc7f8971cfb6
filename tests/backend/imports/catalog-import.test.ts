// The catalogue import over HTTP: the exported catalogue, edited (a price
// changed, a model added, deliberate mistakes), is dry-run with a report per
// row and cell in the reader's language and nothing written; fixed, it is
// committed in one transaction; a commit happens once, only for the latest
// clean dry run, and only while every row still applies. The file checks
// answer before anything is read; only the back office imports.
import { Workbook } from '@cj-tech-master/excelts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessories, families, guaranteeServices, importJobs, modelAccessories, openQuotes, productModels, users } from '@/backend/db/schema';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { type CatalogueApp, setupCatalogueApp } from '../../support/backend/catalogue-app';

describe('catalogue import', () => {
  let t: CatalogueApp;
  let smartcom: number;
  let milano: number;
  let exported: Uint8Array;
  let target: { partNumber: string; listPrice: number; family: string };

  const upload = (user: string, bytes: Uint8Array, options: { agency?: number; language?: string; fileName?: string } = {}) =>
    t.api.post('/api/Import/XLS', {
      query: { fileName: options.fileName ?? 'catalogo.xlsx' },
      as: user,
      agencyId: options.agency ?? smartcom,
      headers: { 'content-type': XLSX_TYPE, 'accept-language': options.language ?? 'it' },
      body: bytes.slice().buffer as ArrayBuffer,
    });
  const commit = (jobId: number | string) => t.api.post('/api/Import/XLS/{jobId}/commit', { params: { jobId }, as: 'admin', agencyId: smartcom });
  const undo = (jobId: number) => t.api.post('/api/Import/XLS/{jobId}/undo', { params: { jobId }, as: 'admin', agencyId: smartcom });
  const jobs = (user: string) => t.api.get('/api/Import/XLS', { as: user, agencyId: smartcom });

  /** The exported catalogue with `edit` applied to its Models sheet; `only` keeps that sheet alone. */
  async function edited(edit: (models: ReturnType<Workbook['getWorksheet']> & object) => void, only = false): Promise<Uint8Array> {
    const workbook = new Workbook();
    await workbook.xlsx.load(exported);
    const models = workbook.getWorksheet('Models')!;
    if (only) for (const sheet of workbook.worksheets.filter((s) => s !== models)) workbook.removeWorksheet(sheet.id);
    edit(models);
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }

  const modelRow = (partNumber: string, overrides: Partial<Record<string, unknown>> = {}) => {
    const row = {
      partNumber,
      name: 'Galaxy Tab Import',
      brand: 'Samsung',
      family: target.family,
      category: 'tablet',
      listPrice: 499,
      warehouseStatus: 'available',
      ean: null,
      flexEligible: false,
      active: true,
      ...overrides,
    };
    return Object.values(row);
  };

  beforeAll(async () => {
    t = await setupCatalogueApp();
    [smartcom, milano] = await Promise.all([t.agencyId('SmartCom'), t.agencyId('Agenzia Milano')]);
    const response = await t.request('admin', `/api/Agency/${smartcom}/CatalogXLS`);
    exported = new Uint8Array(await response.arrayBuffer());
    const [first] = await t.db
      .select({ partNumber: productModels.partNumber, listPrice: productModels.listPrice, family: families.name })
      .from(productModels)
      .innerJoin(families, eq(families.id, productModels.familyId))
      .orderBy(productModels.partNumber)
      .limit(1);
    target = first!;
  }, 60_000);
  afterAll(() => t.close());

  const priceOf = async (partNumber: string) =>
    (await t.db.select({ listPrice: productModels.listPrice }).from(productModels).where(eq(productModels.partNumber, partNumber)))[0]?.listPrice;

  it('reports every row of a file with mistakes, each on its row and cell, and writes nothing', async () => {
    const bytes = await edited((models) => {
      const row = models.getColumn(1).values.findIndex((v) => v === target.partNumber);
      models.getRow(row).getCell(6).value = target.listPrice + 100;
      models.addRow(modelRow('IMPORT-NEW-1'));
      models.addRow(modelRow('IMPORT-BAD-1', { category: 'phone', listPrice: 'tanti' }));
      models.addRow(modelRow('IMPORT-BAD-2', { family: 'Famiglia inesistente' }));
      models.addRow(modelRow('import-new-1'));
    });
    const response = await upload('admin', bytes);
    expect(response.status).toBe(201);
    const job = response.body;
    expect(job.status).toBe('failed');
    const errors = job.report.filter((r) => r.action === 'error');
    expect(errors.map((r) => [r.key, r.errors.map((e) => [e.field, e.code, e.message])])).toEqual([
      [
        'IMPORT-BAD-1',
        [
          ['category', 'value_not_allowed', 'Valore non valido: i valori ammessi sono smartphone, tablet, notebook, camera'],
          ['listPrice', 'invalid_value', 'Valore non valido'],
        ],
      ],
      ['IMPORT-BAD-2', [['family', 'unknown_family', 'Famiglia sconosciuta: Famiglia inesistente']]],
      ['import-new-1', [['partNumber', 'duplicate_row', expect.stringMatching(/^Valore ripetuto: già presente alla riga \d+$/)]]],
    ]);
    expect(errors.every((r) => r.sheet === 'Models' && r.row > 1)).toBe(true);
    expect(job.report.find((r) => r.key === target.partNumber)!.action).toBe('change');
    expect(job.report.find((r) => r.key === 'IMPORT-NEW-1')!.action).toBe('create');
    expect(job.counts).toMatchObject({ created: 1, changed: 1, errors: 3 });
    expect(await priceOf(target.partNumber)).toBe(target.listPrice);
    expect(await priceOf('IMPORT-NEW-1')).toBeUndefined();
    expect((await commit(job.id)).status).toBe(409);
  });

  it("checks each cell with the form's own rule and message: an EAN without its check digit, a name too long for the form", async () => {
    const bytes = await edited((models) => {
      models.addRow(modelRow('IMPORT-EAN-1', { ean: '123' }));
      models.addRow(modelRow('IMPORT-EAN-2', { ean: 4006381333931 }));
      models.addRow(modelRow('IMPORT-LONG-1', { name: 'x'.repeat(121), listPrice: 0 }));
    });
    const job = (await upload('admin', bytes, { fileName: 'catalogo-ean.xlsx' })).body;
    expect(job.report.filter((r) => r.action === 'error').map((r) => [r.key, r.errors.map((e) => [e.field, e.code, e.message])])).toEqual([
      // The model form's words (messages validation.invalidEan): the same rule, the same message.
      ['IMPORT-EAN-1', [['ean', 'invalid_ean', 'Inserire un EAN valido (8 o 13 cifre con la cifra di controllo)']]],
      [
        'IMPORT-LONG-1',
        [
          ['name', 'invalid_value', 'Valore non valido'],
          ['listPrice', 'invalid_value', 'Valore non valido'],
        ],
      ],
    ]);
    // A valid EAN typed as a number is read as its digits.
    expect(job.report.find((r) => r.key === 'IMPORT-EAN-2')!.action).toBe('create');
  });

  it('commits a clean dry run in one go, once; the history says who imported which file', async () => {
    const bytes = await edited((models) => {
      const row = models.getColumn(1).values.findIndex((v) => v === target.partNumber);
      models.getRow(row).getCell(6).value = target.listPrice + 100;
      models.addRow(modelRow('IMPORT-NEW-1'));
    });
    const job = (await upload('admin', bytes, { fileName: 'catalogo-nuovo.xlsx' })).body;
    expect(job).toMatchObject({ status: 'checked', counts: { created: 1, changed: 1, errors: 0 } });
    expect(job.counts.unchanged).toBeGreaterThan(10);
    expect(await priceOf(target.partNumber)).toBe(target.listPrice);

    const committed = await commit(job.id);
    expect(committed.status).toBe(200);
    expect(committed.body.status).toBe('committed');
    expect(await priceOf(target.partNumber)).toBe(target.listPrice + 100);
    expect(await priceOf('IMPORT-NEW-1')).toBe(499);
    expect((await commit(job.id)).status).toBe(409);

    const { items } = (await jobs('superadmin')).body;
    expect(items[0]).toMatchObject({ id: job.id, status: 'committed', fileName: 'catalogo-nuovo.xlsx', user: { username: 'admin' } });
    const english = await t.api.get('/api/Import/XLS/{jobId}', {
      params: { jobId: items.find((i) => i.status === 'failed' && i.fileName === 'catalogo.xlsx')!.id },
      as: 'admin',
      agencyId: smartcom,
      headers: { 'accept-language': 'en' },
    });
    const failed = english.body;
    expect(failed.report.find((r) => r.key === 'IMPORT-BAD-2')!.errors[0]!.message).toBe('Unknown family: Famiglia inesistente');
  });

  it('commits only the latest dry run, and only while every row still applies (all or nothing)', async () => {
    const older = (await upload('admin', await edited((m) => void m.addRow(modelRow('IMPORT-OLD-1'))))).body;
    const newer = (await upload('admin', await edited((m) => void m.addRow(modelRow('IMPORT-NEW-2'))))).body;
    expect((await commit(older.id)).status).toBe(409);

    // A file of models alone; the family its new model names is renamed after the dry run: the commit
    // refuses, and the file's other change is not applied either.
    const bytes = await edited((models) => {
      const row = models.getColumn(1).values.findIndex((v) => v === target.partNumber);
      models.getRow(row).getCell(6).value = 1;
      models.addRow(modelRow('IMPORT-NEW-3'));
    }, true);
    const job = (await upload('admin', bytes)).body;
    expect(job.status).toBe('checked');
    await t.db
      .update(families)
      .set({ name: `${target.family} (rinominata)` })
      .where(eq(families.name, target.family));
    expect((await commit(job.id)).status).toBe(409);
    expect(await priceOf(target.partNumber)).toBe(target.listPrice + 100);
    expect(await priceOf('IMPORT-NEW-3')).toBeUndefined();
    await t.db
      .update(families)
      .set({ name: target.family })
      .where(eq(families.name, `${target.family} (rinominata)`));
    expect(newer.status).toBe('checked');
  });

  it('replaces the models an accessory fits and changes a service price; an accessory naming an unknown model is reported', async () => {
    const workbook = new Workbook();
    await workbook.xlsx.load(exported);
    for (const sheet of workbook.worksheets.filter((s) => s.name === 'Families' || s.name === 'Models')) workbook.removeWorksheet(sheet.id);
    const accessorySheet = workbook.getWorksheet('Accessories')!;
    const first = accessorySheet.getRow(2);
    const accessory = String(first.getCell(1).value);
    first.getCell(4).value = `${target.partNumber}, IMPORT-NEW-1`;
    const service = workbook.getWorksheet('Services')!.getRow(2);
    service.getCell(3).value = 12.5;
    accessorySheet.addRow(['IMPORT-ACC-BAD', 'Cover', 9, 'NO-SUCH-MODEL']);
    const failed = (await upload('admin', new Uint8Array(await workbook.xlsx.writeBuffer()))).body;
    expect(failed.report.filter((r) => r.action === 'error')).toEqual([
      {
        sheet: 'Accessories',
        row: accessorySheet.rowCount,
        key: 'IMPORT-ACC-BAD',
        action: 'error',
        errors: [{ field: 'models', code: 'unknown_model', message: 'Modello sconosciuto: NO-SUCH-MODEL' }],
      },
    ]);

    accessorySheet.spliceRows(accessorySheet.rowCount, 1);
    const job = (await upload('admin', new Uint8Array(await workbook.xlsx.writeBuffer()))).body;
    expect(job.counts).toEqual({ created: 0, changed: 2, unchanged: expect.any(Number), errors: 0 });
    expect((await commit(job.id)).status).toBe(200);
    const fits = await t.db
      .select({ partNumber: productModels.partNumber })
      .from(modelAccessories)
      .innerJoin(productModels, eq(productModels.id, modelAccessories.modelId))
      .innerJoin(accessories, eq(accessories.id, modelAccessories.accessoryId))
      .where(eq(accessories.partNumber, accessory));
    expect(fits.map((f) => f.partNumber).sort()).toEqual([target.partNumber, 'IMPORT-NEW-1'].sort());
    const [price] = await t.db
      .select({ price: guaranteeServices.price })
      .from(guaranteeServices)
      .where(
        and(
          eq(guaranteeServices.tier, String(service.getCell(1).value) as 'GOLD'),
          eq(guaranteeServices.category, String(service.getCell(2).value) as 'tablet'),
        ),
      );
    expect(price!.price).toBe(12.5);
  });

  it('undoes the latest import once: what it created goes, what it changed comes back; not an older one, not once quoted', async () => {
    const priceBefore = await priceOf(target.partNumber);
    const history = async () => (await jobs('admin')).body.items;
    const older = (await history()).find((j) => j.status === 'committed')!;
    const file = (price: number, added: string) =>
      edited((models) => {
        const row = models.getColumn(1).values.findIndex((v) => v === target.partNumber);
        models.getRow(row).getCell(6).value = price;
        models.addRow(modelRow(added));
      }, true);
    const job = (await upload('admin', await file(555, 'IMPORT-UNDO-1'))).body;
    expect((await commit(job.id)).status).toBe(200);
    expect(await priceOf(target.partNumber)).toBe(555);

    expect((await undo(older.id)).status).toBe(409);
    const undone = await undo(job.id);
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe('undone');
    expect(await priceOf(target.partNumber)).toBe(priceBefore);
    expect(await priceOf('IMPORT-UNDO-1')).toBeUndefined();
    expect((await undo(job.id)).status).toBe(409);

    // Quoted since: a cart saved after the commit names the model it created.
    const next = (await upload('admin', await file(444, 'IMPORT-UNDO-2'))).body;
    expect((await commit(next.id)).status).toBe(200);
    const [created] = await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.partNumber, 'IMPORT-UNDO-2'));
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await t.db
      .insert(openQuotes)
      .values({ userId: admin!.id, agencyId: smartcom, content: { lines: [{ modelId: created!.id, quantity: 1 }] }, updatedAt: new Date(Date.now() + 1000) })
      .onConflictDoUpdate({
        target: [openQuotes.userId, openQuotes.agencyId],
        set: { content: { lines: [{ modelId: created!.id, quantity: 1 }] }, updatedAt: new Date(Date.now() + 1000) },
      });
    const refused = await undo(next.id);
    expect(refused.status).toBe(409);
    expect(refused.error.errors[0]!.code).toBe('import_not_undoable');
    expect(await priceOf(target.partNumber)).toBe(444);
  });

  it('offers the undo in the history after a reload while the rows it wrote are unchanged; once one is edited, 409 import_rows_changed', async () => {
    const history = async () => (await jobs('admin')).body.items;
    const jobNow = async (jobId: number) => (await t.api.get('/api/Import/XLS/{jobId}', { params: { jobId }, as: 'admin', agencyId: smartcom })).body;
    const bytes = await edited((models) => {
      const row = models.getColumn(1).values.findIndex((v) => v === target.partNumber);
      models.getRow(row).getCell(6).value = 333;
      models.addRow(modelRow('IMPORT-UNDO-3'));
    }, true);
    const job = (await upload('admin', bytes, { fileName: 'catalogo-undo.xlsx' })).body;
    expect((await commit(job.id)).status).toBe(200);

    // A page loaded afresh reads the history: the import offers its undo, no other does.
    let items = await history();
    expect(items.filter((j) => j.undoable).map((j) => j.id)).toEqual([job.id]);
    expect((await jobNow(job.id)).undoable).toBe(true);

    // An edit to a row the import did not write changes nothing.
    const [other] = await t.db
      .select({ id: productModels.id, partNumber: productModels.partNumber })
      .from(productModels)
      .where(and(eq(productModels.active, true)))
      .orderBy(productModels.partNumber)
      .limit(2)
      .offset(1);
    const putModel = (modelId: number, json: { brand?: string; listPriceCents?: number }) =>
      t.api.put('/api/Anagra/ProductModels/{modelId}', { params: { modelId }, json, as: 'superadmin', agencyId: smartcom });
    expect(other!.partNumber).not.toBe(target.partNumber);
    expect((await putModel(other!.id, { brand: 'Altra marca' })).status).toBe(200);
    expect((await jobNow(job.id)).undoable).toBe(true);

    // The model form changes the price the import wrote: undoing would discard that edit.
    const [changed] = await t.db.select({ id: productModels.id }).from(productModels).where(eq(productModels.partNumber, target.partNumber));
    expect((await putModel(changed!.id, { listPriceCents: 33_400 })).status).toBe(200);
    items = await history();
    expect(items.some((j) => j.undoable)).toBe(false);
    expect((await jobNow(job.id)).undoable).toBe(false);
    const refused = await undo(job.id);
    expect(refused.status).toBe(409);
    expect(refused.error).toEqual({
      errors: [
        {
          code: 'import_rows_changed',
          message:
            'Questa importazione non si può più annullare: dopo di essa sono stati modificati dati che aveva creato o cambiato, e annullarla cancellerebbe quelle modifiche',
        },
      ],
    });
    expect(await priceOf(target.partNumber)).toBe(334);
    expect(await priceOf('IMPORT-UNDO-3')).toBe(499);
  });

  it('refuses a file that is not an XLSX by its bytes, or over 10 MB, before reading it', async () => {
    const html = new TextEncoder().encode('<html><body><table><tr><td>Models</td></tr></table></body></html>');
    const notXlsx = await upload('admin', html, { language: 'en' });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.error).toEqual({ errors: [{ code: 'not_xlsx', message: 'The file is not an Excel workbook (.xlsx)' }] });
    expect((await upload('admin', new Uint8Array(10 * 1024 * 1024 + 1))).status).toBe(413);
    const jobs = await t.db.$count(importJobs);
    expect((await upload('admin', html)).status).toBe(400);
    expect(await t.db.$count(importJobs)).toBe(jobs);
  });

  it('is for the back office: agency roles and the rest get 403, an unknown job 404', async () => {
    expect((await upload('agencyadmin', exported, { agency: milano })).status).toBe(403);
    expect((await upload('customer', exported, { agency: milano })).status).toBe(403);
    expect((await upload('agent', exported, { agency: milano })).status).toBe(403);
    expect((await commit(999999)).status).toBe(404);
    expect((await commit('abc')).status).toBe(404);
    expect((await t.api.post('/api/Import/XLS', { body: exported.slice().buffer as ArrayBuffer })).status).toBe(401);
  });
});
