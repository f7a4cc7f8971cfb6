// The families page's reads: every family with how many models it has, and
// one family with its models (retired ones too), how many contracts name each,
// their accessories and guarantee tiers, and the history of all of them.
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import { toCents } from '../../core/pricing/money';
import { auditTrailOf } from '../audit/record';
import type { Database } from '../db/client';
import { contractItems, families, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import { fileUrlOf } from '../catalogue/file-keys';
import { accessoriesOfModels, servicesOfCategories } from './extras-read';

export async function listFamiliesAdmin(db: Database) {
  const rows = await db
    .select({ id: families.id, name: families.name, sortOrder: families.sortOrder, imageKey: families.imageKey, modelsCount: count(productModels.id) })
    .from(families)
    .leftJoin(productModels, eq(productModels.familyId, families.id))
    .groupBy(families.id)
    .orderBy(asc(families.sortOrder), asc(families.name));
  return rows.map(({ imageKey, ...row }) => ({ ...row, imageUrl: fileUrlOf(imageKey) }));
}

export async function modelsOf(db: Database, familyId: number) {
  const rows = await db
    .select({ model: productModels, contractsCount: countDistinct(contractItems.contractId) })
    .from(productModels)
    .leftJoin(contractItems, eq(contractItems.modelId, productModels.id))
    .where(eq(productModels.familyId, familyId))
    .groupBy(productModels.id)
    .orderBy(asc(productModels.brand), asc(productModels.name), asc(productModels.id));
  const ids = rows.map((r) => r.model.id);
  const [accessoriesByModel, servicesByCategory] = await Promise.all([
    accessoriesOfModels(db, ids),
    servicesOfCategories(
      db,
      rows.map((r) => r.model.category),
    ),
  ]);
  return rows.map(({ model, contractsCount }) => ({
    id: model.id,
    familyId: model.familyId,
    name: model.name,
    brand: model.brand,
    partNumber: model.partNumber,
    ean: model.ean,
    iceCatId: model.iceCatId,
    warehouseStatus: model.warehouseStatus,
    category: model.category,
    listPriceCents: toCents(model.listPrice),
    flexEligible: model.flexEligible,
    retired: !model.active,
    contractsCount,
    accessories: accessoriesByModel.get(model.id) ?? [],
    services: servicesByCategory.get(model.category) ?? [],
  }));
}

export async function familyDetail(db: Database, id: number) {
  const [family] = await db.select().from(families).where(eq(families.id, id));
  if (!family) throw new ApiError(404, 'not_found');
  const models = await modelsOf(db, id);
  // the family's own rows, its models' and their accessories' and services', newest first
  const history = await auditTrailOf(db, [
    { entity: 'family', ids: [id] },
    { entity: 'model', ids: models.map((m) => m.id) },
    { entity: 'accessory', ids: [...new Set(models.flatMap((m) => m.accessories.map((a) => a.id)))] },
    { entity: 'service', ids: [...new Set(models.flatMap((m) => m.services.map((s) => s.id)))] },
  ]);
  return { id, name: family.name, sortOrder: family.sortOrder, imageUrl: fileUrlOf(family.imageKey), modelsCount: models.length, models, history };
}
