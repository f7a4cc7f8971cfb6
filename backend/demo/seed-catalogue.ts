// Demo catalogue (docs/domain.md): families, models and accessories, the
// company-credit registry, and the pictures, product content and S3 data
// sheets in the file storage. Idempotent: rows are matched by their unique
// names and part numbers, files are written only when missing.
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../adapters/files/storage';
import { contentKey } from '../adapters/content/local';
import { DEMO_ACCESSORIES, DEMO_FAMILIES, DEMO_MODELS } from './catalogue/catalogue';
import { ean13 } from './catalogue/check-digits';
import { DEMO_REGISTRY } from './catalogue/companies';
import { demoContent, demoS3Data } from './catalogue/content';
import { familyImageKey, modelImageKey, s3DataKey } from '../catalogue/file-keys';
import { deviceSvg } from './catalogue/images';
import type { Database } from '../db/client';
import { accessories, companyRegistry, families, modelAccessories, productModels } from '../db/schema';

export interface CatalogueSeedSummary {
  familiesCreated: number;
  modelsCreated: number;
  filesWritten: number;
}

async function seedRows(db: Database) {
  return db.transaction(async (tx) => {
    const newFamilies = await tx
      .insert(families)
      .values(DEMO_FAMILIES.map((f) => ({ name: f.name, imageKey: familyImageKey(f.slug), sortOrder: f.sortOrder })))
      .onConflictDoNothing()
      .returning({ id: families.id });
    await tx
      .insert(accessories)
      .values([...DEMO_ACCESSORIES])
      .onConflictDoNothing();

    const familyRows = await tx
      .select({ id: families.id, name: families.name })
      .from(families)
      .where(
        inArray(
          families.name,
          DEMO_FAMILIES.map((f) => f.name),
        ),
      );
    const familyId = (name: string) => familyRows.find((f) => f.name === name)!.id;
    const categoryOf = (name: string) => DEMO_FAMILIES.find((f) => f.name === name)!.category;
    const newModels = await tx
      .insert(productModels)
      .values(
        DEMO_MODELS.map((m) => ({
          familyId: familyId(m.family),
          name: m.name,
          brand: m.brand,
          partNumber: m.partNumber,
          ean: ean13(m.ean12),
          iceCatId: m.iceCatId,
          hasS3Data: m.hasS3Data,
          warehouseStatus: m.warehouseStatus,
          category: categoryOf(m.family),
          listPrice: m.listPrice,
          flexEligible: m.flexEligible,
          imageKey: modelImageKey(m.partNumber),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: productModels.id });

    const modelRows = await tx
      .select({ id: productModels.id, partNumber: productModels.partNumber })
      .from(productModels)
      .where(
        inArray(
          productModels.partNumber,
          DEMO_MODELS.map((m) => m.partNumber),
        ),
      );
    const accessoryRows = await tx
      .select({ id: accessories.id, partNumber: accessories.partNumber })
      .from(accessories)
      .where(
        inArray(
          accessories.partNumber,
          DEMO_ACCESSORIES.map((a) => a.partNumber),
        ),
      );
    const links = DEMO_MODELS.flatMap((m) =>
      m.accessories.map((pn) => ({
        modelId: modelRows.find((r) => r.partNumber === m.partNumber)!.id,
        accessoryId: accessoryRows.find((r) => r.partNumber === pn)!.id,
      })),
    );
    await tx.insert(modelAccessories).values(links).onConflictDoNothing();
    await tx
      .insert(companyRegistry)
      .values([...DEMO_REGISTRY])
      .onConflictDoNothing();
    return { familiesCreated: newFamilies.length, modelsCreated: newModels.length };
  });
}

function demoFiles(): Array<{ key: string; contentType: string; body: () => Uint8Array }> {
  const json = (value: unknown) => () => new TextEncoder().encode(JSON.stringify(value));
  return [
    ...DEMO_FAMILIES.map((f) => ({ key: familyImageKey(f.slug), contentType: 'image/svg+xml', body: () => deviceSvg(f.category, f.name) })),
    ...DEMO_MODELS.flatMap((m) => {
      const category = DEMO_FAMILIES.find((f) => f.name === m.family)!.category;
      const files = [{ key: modelImageKey(m.partNumber), contentType: 'image/svg+xml', body: () => deviceSvg(category, m.brand, m.name.slice(0, 34)) }];
      if (m.hasS3Data) files.push({ key: s3DataKey(m.partNumber), contentType: 'application/json', body: json(demoS3Data(m)) });
      if (m.iceCatId) {
        for (const locale of ['it', 'en'] as const) {
          files.push({ key: contentKey(m.iceCatId, locale), contentType: 'application/json', body: json(demoContent(m, locale)) });
        }
      }
      return files;
    }),
  ];
}

/** Writes what is missing; a few at a time, which suits both a disk and S3. */
async function seedFiles(files: FileStorage): Promise<number> {
  let written = 0;
  const pending = demoFiles();
  while (pending.length > 0) {
    const batch = pending.splice(0, 8);
    const results = await Promise.all(
      batch.map(async (file) => {
        if (await files.exists(file.key)) return 0;
        await files.put(file.key, file.body(), file.contentType);
        return 1;
      }),
    );
    written += results.reduce<number>((a, b) => a + b, 0);
  }
  return written;
}

export async function seedCatalogue(db: Database, files: FileStorage): Promise<CatalogueSeedSummary> {
  const rows = await seedRows(db);
  return { ...rows, filesWritten: await seedFiles(files) };
}
