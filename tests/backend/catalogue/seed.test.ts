// The demo catalogue seed: the quantities, valid codes, files in the
// storage, and nothing changed when it runs again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { DEMO_MODELS } from '@/backend/demo/catalogue/catalogue';
import { ean13, partitaIva } from '@/backend/demo/catalogue/check-digits';
import { demoContent } from '@/backend/demo/catalogue/content';
import { modelImageKey, s3DataKey } from '@/backend/catalogue/file-keys';
import { accessories, companyRegistry, families, modelAccessories, productModels } from '@/backend/db/schema';
import { seedCatalogue } from '@/backend/demo/seed-catalogue';
import { WAREHOUSE_STATUSES } from '@/core/domain/catalogue';
import { type TestDatabase, createTestDatabase } from '../../support/backend/test-db';

describe('demo catalogue seed', () => {
  let database: TestDatabase;
  const files = memoryFileStorage();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const counts = async () => {
    const db = database.handle.db;
    const [f, m, a, l, r] = await Promise.all([families, productModels, accessories, modelAccessories, companyRegistry].map((table) => db.$count(table)));
    return { families: f, models: m, accessories: a, links: l, registry: r };
  };

  it('creates ≥ 4 families, ≥ 20 models with accessories and ~25 registry companies, and their files', async () => {
    const summary = await seedCatalogue(database.handle.db, files);
    expect(summary.familiesCreated).toBe(4);
    expect(summary.modelsCreated).toBeGreaterThanOrEqual(20);
    expect(summary.filesWritten).toBeGreaterThan(27);
    const c = await counts();
    expect(c.families).toBe(4);
    expect(c.models).toBe(DEMO_MODELS.length);
    expect(c.registry).toBeGreaterThanOrEqual(25);
    const models = await database.handle.db.select().from(productModels);
    const links = await database.handle.db.select().from(modelAccessories);
    for (const model of models)
      expect(
        links.some((l) => l.modelId === model.id),
        model.partNumber,
      ).toBe(true);
    expect(new Set(models.map((m) => m.warehouseStatus))).toEqual(new Set(WAREHOUSE_STATUSES));
    expect(models.some((m) => m.flexEligible)).toBe(true);
    expect(models.some((m) => m.hasS3Data)).toBe(true);
    expect(models.some((m) => m.iceCatId)).toBe(true);
  });

  it('uses valid EAN-13 codes and partite IVA', async () => {
    for (const m of await database.handle.db.select().from(productModels)) expect(ean13(m.ean!.slice(0, 12))).toBe(m.ean);
    const registry = await database.handle.db.select().from(companyRegistry);
    for (const c of registry) expect(partitaIva(c.vatNumber.slice(0, 10))).toBe(c.vatNumber);
    expect(registry.find((c) => c.name === 'Rossi Forniture Srl')).toMatchObject({ municipality: 'Milano', province: 'MI' });
    expect(registry.some((c) => c.pec === null)).toBe(true);
    expect(new Set(registry.map((c) => c.companySolidity)).size).toBeGreaterThan(10);
  });

  it('writes a picture per model and family, S3 data and content where flagged', async () => {
    for (const m of DEMO_MODELS) {
      expect(await files.exists(modelImageKey(m.partNumber))).toBe(true);
      expect(await files.exists(s3DataKey(m.partNumber))).toBe(m.hasS3Data);
    }
    expect(await files.exists('catalogue/family-fotocamere.svg')).toBe(true);
    const flagged = DEMO_MODELS.find((m) => m.iceCatId)!;
    expect(demoContent(flagged, 'it').icecatId).toBe(flagged.iceCatId);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(await seedCatalogue(database.handle.db, files)).toEqual({ familiesCreated: 0, modelsCreated: 0, filesWritten: 0 });
    expect(await counts()).toEqual(before);
  });
});
