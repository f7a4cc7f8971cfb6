// The commit of a catalogue import, inside the caller's transaction: the
// plan is computed again against the catalogue as it is now (someone may
// have changed it since the dry run); any error and nothing is written.
// New rows go in batches, changed rows one by one, unchanged rows not at all.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, families, guaranteeServices, modelAccessories, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import { CATALOG_SHEETS, type CatalogSheet } from './catalog-layout';
import { type CatalogueNow, catalogueNow, planCatalog } from './catalog-plan';
import { type CatalogRows, type Numbered, type ReportEntry, rowKey } from './catalog-rows';
import { type TouchedRows, touchedRows } from './catalog-touched';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const BATCH = 500;
const batches = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));

/** What a commit did, enough to revert it: the ids it created, the rows it changed as they were, and all of them as it left them. */
export interface CatalogUndo {
  created: { families: number[]; models: number[]; accessories: number[]; services: number[] };
  changed: {
    families: { id: number; name: string; sortOrder: number }[];
    models: (CatalogueNow['models'] extends Map<string, infer M> ? M : never)[];
    accessories: { id: number; name: string; price: number; modelIds: number[] }[];
    services: { id: number; price: number }[];
  };
  /** the created and changed rows as the commit left them (./catalog-touched.ts); absent in imports committed before it was kept */
  left?: TouchedRows;
}

/** `onRows` hears how many rows have been applied, sheet after sheet (the page's progress). */
export async function applyCatalog(
  tx: Tx,
  rows: CatalogRows,
  onRows: (done: number) => void = () => {},
): Promise<{ report: ReportEntry[]; undo: CatalogUndo }> {
  const before = await catalogueNow(tx);
  const report = planCatalog(rows, before);
  if (report.some((r) => r.action === 'error')) throw new ApiError(409, 'import_not_ready');
  const actionOf = new Map(report.map((r) => [`${r.sheet}:${r.row}`, r.action]));
  const split = <S extends CatalogSheet, T>(sheet: S, list: Numbered<T>[]) => ({
    created: list.filter((r) => actionOf.get(`${CATALOG_SHEETS[sheet].name}:${r.row}`) === 'create').map((r) => r.data),
    changed: list.filter((r) => actionOf.get(`${CATALOG_SHEETS[sheet].name}:${r.row}`) === 'change').map((r) => r.data),
  });

  const undo: CatalogUndo = {
    created: { families: [], models: [], accessories: [], services: [] },
    changed: { families: [], models: [], accessories: [], services: [] },
  };
  const fam = split('families', rows.families);
  for (const chunk of batches(fam.created)) {
    const inserted = await tx
      .insert(families)
      .values(chunk.map((f) => ({ name: f.name, sortOrder: f.sortOrder })))
      .returning({ id: families.id });
    undo.created.families.push(...inserted.map((r) => r.id));
  }
  for (const f of fam.changed) {
    const old = before.families.get(rowKey.families(f))!;
    undo.changed.families.push(old);
    await tx.update(families).set({ name: f.name, sortOrder: f.sortOrder }).where(eq(families.id, old.id));
  }

  onRows(rows.families.length);

  const familyIds = new Map((await tx.select({ id: families.id, name: families.name }).from(families)).map((f) => [f.name.toLocaleLowerCase('it'), f.id]));
  const modelValues = (m: CatalogRows['models'][number]['data']) => ({
    partNumber: m.partNumber,
    name: m.name,
    brand: m.brand,
    familyId: familyIds.get(m.family.toLocaleLowerCase('it'))!,
    category: m.category,
    listPrice: m.listPrice,
    warehouseStatus: m.warehouseStatus,
    ean: m.ean ?? null,
    flexEligible: m.flexEligible,
    active: m.active,
  });
  const mod = split('models', rows.models);
  for (const chunk of batches(mod.created)) {
    const inserted = await tx.insert(productModels).values(chunk.map(modelValues)).returning({ id: productModels.id });
    undo.created.models.push(...inserted.map((r) => r.id));
  }
  for (const m of mod.changed) {
    const old = before.models.get(rowKey.models(m))!;
    undo.changed.models.push(old);
    await tx.update(productModels).set(modelValues(m)).where(eq(productModels.id, old.id));
  }

  onRows(rows.families.length + rows.models.length);

  const acc = split('accessories', rows.accessories);
  const accessoryIds: { id: number; models: string[] }[] = [];
  for (const chunk of batches(acc.created)) {
    const inserted = await tx
      .insert(accessories)
      .values(chunk.map((a) => ({ partNumber: a.partNumber, name: a.name, price: a.price })))
      .returning({ id: accessories.id });
    inserted.forEach((row, i) => accessoryIds.push({ id: row.id, models: chunk[i]!.models }));
    undo.created.accessories.push(...inserted.map((r) => r.id));
  }
  for (const a of acc.changed) {
    const old = before.accessories.get(rowKey.accessories(a))!;
    undo.changed.accessories.push({ id: old.id, name: old.name, price: old.price, modelIds: old.models.map((m) => before.models.get(m)!.id) });
    await tx.update(accessories).set({ name: a.name, price: a.price }).where(eq(accessories.id, old.id));
    accessoryIds.push({ id: old.id, models: a.models });
  }
  if (accessoryIds.length > 0) {
    // The file lists every model an accessory fits: its links are replaced.
    const modelIds = new Map(
      (await tx.select({ id: productModels.id, partNumber: productModels.partNumber }).from(productModels)).map((m) => [m.partNumber.toUpperCase(), m.id]),
    );
    for (const chunk of batches(accessoryIds))
      await tx.delete(modelAccessories).where(
        inArray(
          modelAccessories.accessoryId,
          chunk.map((a) => a.id),
        ),
      );
    const links = accessoryIds.flatMap((a) => a.models.map((m) => ({ accessoryId: a.id, modelId: modelIds.get(m.toUpperCase())! })));
    for (const chunk of batches(links)) await tx.insert(modelAccessories).values(chunk);
  }

  onRows(rows.families.length + rows.models.length + rows.accessories.length);

  const svc = split('services', rows.services);
  // A new tier/category starts with no terms; the back office completes them.
  for (const chunk of batches(svc.created)) {
    const inserted = await tx
      .insert(guaranteeServices)
      .values(chunk.map((s) => ({ tier: s.tier, category: s.category, price: s.price, terms: {} })))
      .returning({ id: guaranteeServices.id });
    undo.created.services.push(...inserted.map((r) => r.id));
  }
  for (const s of svc.changed) {
    const old = before.services.get(rowKey.services(s))!;
    undo.changed.services.push({ id: old.id, price: old.price });
    await tx.update(guaranteeServices).set({ price: s.price }).where(eq(guaranteeServices.id, old.id));
  }
  undo.left = touchedRows(await catalogueNow(tx), undo);
  return { report, undo };
}
