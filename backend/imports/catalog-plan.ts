// What the checked rows of a catalogue file would do to the catalogue: each
// row created, changed or left alone, compared with what the database holds;
// a model naming a family, or an accessory naming a model, that neither
// exists nor is in the file is an error on its row. The dry run reports the
// plan; the commit computes it again inside its transaction and applies it.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, families, guaranteeServices, modelAccessories, productModels } from '../db/schema';
import { CATALOG_SHEETS } from './catalog-layout';
import { type CatalogRows, type ReportEntry, rowKey } from './catalog-rows';

type Tx = Pick<Database, 'select'>;

export async function catalogueNow(db: Tx) {
  const [familyRows, modelRows, accessoryRows, fitRows, serviceRows] = await Promise.all([
    db.select({ id: families.id, name: families.name, sortOrder: families.sortOrder }).from(families),
    db
      .select({
        id: productModels.id,
        partNumber: productModels.partNumber,
        name: productModels.name,
        brand: productModels.brand,
        familyId: productModels.familyId,
        category: productModels.category,
        listPrice: productModels.listPrice,
        warehouseStatus: productModels.warehouseStatus,
        ean: productModels.ean,
        flexEligible: productModels.flexEligible,
        active: productModels.active,
      })
      .from(productModels),
    db.select({ id: accessories.id, partNumber: accessories.partNumber, name: accessories.name, price: accessories.price }).from(accessories),
    db
      .select({ accessoryId: modelAccessories.accessoryId, partNumber: productModels.partNumber })
      .from(modelAccessories)
      .innerJoin(productModels, eq(productModels.id, modelAccessories.modelId)),
    db
      .select({ id: guaranteeServices.id, tier: guaranteeServices.tier, category: guaranteeServices.category, price: guaranteeServices.price })
      .from(guaranteeServices),
  ]);
  const fits = new Map<number, string[]>();
  for (const fit of fitRows) fits.set(fit.accessoryId, [...(fits.get(fit.accessoryId) ?? []), fit.partNumber.toUpperCase()]);
  return {
    families: new Map(familyRows.map((f) => [f.name.toLocaleLowerCase('it'), f])),
    familyNames: new Map(familyRows.map((f) => [f.id, f.name.toLocaleLowerCase('it')])),
    models: new Map(modelRows.map((m) => [m.partNumber.toUpperCase(), m])),
    accessories: new Map(accessoryRows.map((a) => [a.partNumber.toUpperCase(), { ...a, models: (fits.get(a.id) ?? []).sort() }])),
    services: new Map(serviceRows.map((s) => [`${s.tier}/${s.category}`, s])),
  };
}
export type CatalogueNow = Awaited<ReturnType<typeof catalogueNow>>;

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** The report of every checked row, in file order per sheet. */
export function planCatalog(rows: CatalogRows, now: CatalogueNow): ReportEntry[] {
  const report: ReportEntry[] = [];
  const entry = (sheet: keyof typeof CATALOG_SHEETS, row: number, key: string, changed: boolean | null, errors: ReportEntry['errors'] = []) =>
    report.push({
      sheet: CATALOG_SHEETS[sheet].name,
      row,
      key,
      action: errors.length > 0 ? 'error' : changed === null ? 'create' : changed ? 'change' : 'unchanged',
      errors,
    });

  const fileFamilies = new Set(rows.families.map((f) => rowKey.families(f.data)));
  for (const { row, data } of rows.families) {
    const old = now.families.get(rowKey.families(data));
    entry('families', row, data.name, old ? old.sortOrder !== data.sortOrder || old.name !== data.name : null);
  }

  const fileModels = new Set(rows.models.map((m) => rowKey.models(m.data)));
  for (const { row, data } of rows.models) {
    const family = data.family.toLocaleLowerCase('it');
    const errors =
      now.families.has(family) || fileFamilies.has(family) ? [] : [{ field: 'family', code: 'unknown_family' as const, params: { name: data.family } }];
    const old = now.models.get(rowKey.models(data));
    const changed =
      old &&
      (old.name !== data.name ||
        old.brand !== data.brand ||
        now.familyNames.get(old.familyId) !== family ||
        old.category !== data.category ||
        old.listPrice !== data.listPrice ||
        old.warehouseStatus !== data.warehouseStatus ||
        (old.ean ?? undefined) !== data.ean ||
        old.flexEligible !== data.flexEligible ||
        old.active !== data.active);
    entry('models', row, data.partNumber, old ? Boolean(changed) : null, errors);
  }

  for (const { row, data } of rows.accessories) {
    const fits = data.models.map((m) => m.toUpperCase()).sort();
    const unknown = fits.filter((m) => !now.models.has(m) && !fileModels.has(m));
    const errors = unknown.map((name) => ({ field: 'models', code: 'unknown_model' as const, params: { name } }));
    const old = now.accessories.get(rowKey.accessories(data));
    entry('accessories', row, data.partNumber, old ? old.name !== data.name || old.price !== data.price || !sameList(old.models, fits) : null, errors);
  }

  for (const { row, data } of rows.services) {
    const old = now.services.get(rowKey.services(data));
    entry('services', row, `${data.tier}/${data.category}`, old ? old.price !== data.price : null);
  }
  return report;
}
