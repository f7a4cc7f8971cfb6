// GET …/CatalogXLS: the whole catalogue (families, models with price and
// warehouse status, accessories with the models they fit, guarantee
// services) as one workbook in the import's layout, streamed, after an
// instructions sheet in the reader's language (./template-guide.ts). Text that a
// spreadsheet would run as a formula stays text (the sheet writer's rule).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, families, guaranteeServices, modelAccessories, productModels } from '../db/schema';
import { type Locale, messagesOf } from '../i18n';
import { streamedWorkbook, writeInBackground } from '../spreadsheets/stream-writer';
import { CATALOG_SHEETS, sheetColumns } from './catalog-layout';
import { writeGuide } from './template-guide';

export async function exportCatalog(db: Database, locale: Locale, today: Date) {
  const [familyRows, modelRows, accessoryRows, fits, serviceRows] = await Promise.all([
    db.select({ name: families.name, sortOrder: families.sortOrder }).from(families).orderBy(asc(families.sortOrder), asc(families.name)),
    db
      .select({
        partNumber: productModels.partNumber,
        name: productModels.name,
        brand: productModels.brand,
        family: families.name,
        category: productModels.category,
        listPrice: productModels.listPrice,
        warehouseStatus: productModels.warehouseStatus,
        ean: productModels.ean,
        flexEligible: productModels.flexEligible,
        active: productModels.active,
      })
      .from(productModels)
      .innerJoin(families, eq(families.id, productModels.familyId))
      .orderBy(asc(families.sortOrder), asc(families.name), asc(productModels.partNumber)),
    db
      .select({ id: accessories.id, partNumber: accessories.partNumber, name: accessories.name, price: accessories.price })
      .from(accessories)
      .orderBy(asc(accessories.partNumber)),
    db
      .select({
        accessoryId: modelAccessories.accessoryId,
        models: sql<string>`string_agg(${productModels.partNumber}, ', ' order by ${productModels.partNumber})`,
      })
      .from(modelAccessories)
      .innerJoin(productModels, eq(productModels.id, modelAccessories.modelId))
      .groupBy(modelAccessories.accessoryId),
    db
      .select({ tier: guaranteeServices.tier, category: guaranteeServices.category, price: guaranteeServices.price })
      .from(guaranteeServices)
      .orderBy(asc(guaranteeServices.category), asc(guaranteeServices.tier)),
  ]);

  const modelsOf = new Map(fits.map((f) => [f.accessoryId, f.models]));

  const file = await streamedWorkbook();
  writeInBackground(file, 'catalogue export', async () => {
    writeGuide(file, locale, 'catalog', Object.values(CATALOG_SHEETS));
    const write = <T>(sheet: keyof typeof CATALOG_SHEETS, rows: T[], cells: (row: T) => (string | number | boolean | null)[]) => {
      const writer = file.addSheet(CATALOG_SHEETS[sheet].name, sheetColumns(sheet));
      for (const row of rows) writer.addRow(cells(row));
      writer.commit();
    };
    write('families', familyRows, (f) => [f.name, f.sortOrder]);
    write('models', modelRows, (m) => [m.partNumber, m.name, m.brand, m.family, m.category, m.listPrice, m.warehouseStatus, m.ean, m.flexEligible, m.active]);
    write('accessories', accessoryRows, (a) => [a.partNumber, a.name, a.price, modelsOf.get(a.id) ?? null]);
    write('services', serviceRows, (s) => [s.tier, s.category, s.price]);
  });
  const rows = familyRows.length + modelRows.length + accessoryRows.length + serviceRows.length;
  return { rows, fileName: `${messagesOf(locale).imports.catalog.fileName}-${today.toISOString().slice(0, 10)}.xlsx`, body: file.body };
}
