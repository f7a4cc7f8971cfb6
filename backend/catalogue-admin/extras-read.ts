// What the families page shows inside each model: the accessories sold with
// it and the guarantee tiers of its category, retired ones too, each with how
// many contracts name it (those can be retired, not deleted).
import { asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { GUARANTEE_TIERS, type ModelCategory } from '../../core/domain/catalogue';
import { toCents } from '../../core/pricing/money';
import type { Database } from '../db/client';
import { accessories, contractItems, guaranteeServices, modelAccessories } from '../db/schema';

/** modelId → its accessories, by name. */
export async function accessoriesOfModels(db: Database, modelIds: readonly number[]) {
  const byModel = new Map<number, Awaited<ReturnType<typeof accessoryRows>>>();
  if (modelIds.length === 0) return byModel;
  const links = await db
    .select({ modelId: modelAccessories.modelId, accessoryId: modelAccessories.accessoryId })
    .from(modelAccessories)
    .where(inArray(modelAccessories.modelId, [...modelIds]));
  const rows = await accessoryRows(db, [...new Set(links.map((l) => l.accessoryId))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of modelIds) byModel.set(id, []);
  for (const link of links) byModel.get(link.modelId)!.push(byId.get(link.accessoryId)!);
  for (const list of byModel.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return byModel;
}

async function accessoryRows(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, uses, links] = await Promise.all([
    db.select().from(accessories).where(inArray(accessories.id, ids)).orderBy(asc(accessories.id)),
    db
      .select({ id: contractItems.accessoryId, n: countDistinct(contractItems.contractId) })
      .from(contractItems)
      .where(inArray(contractItems.accessoryId, ids))
      .groupBy(contractItems.accessoryId),
    db
      .select({ id: modelAccessories.accessoryId, n: countDistinct(modelAccessories.modelId) })
      .from(modelAccessories)
      .where(inArray(modelAccessories.accessoryId, ids))
      .groupBy(modelAccessories.accessoryId),
  ]);
  const contracts = new Map(uses.map((u) => [u.id, u.n]));
  const models = new Map(links.map((l) => [l.id, l.n]));
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    partNumber: a.partNumber,
    priceCents: toCents(a.price),
    retired: !a.active,
    contractsCount: contracts.get(a.id) ?? 0,
    modelsCount: models.get(a.id) ?? 0,
  }));
}

/** category → its guarantee tiers, SILVER to PLATINUM. */
export async function servicesOfCategories(db: Database, categories: readonly ModelCategory[]) {
  const byCategory = new Map<ModelCategory, Awaited<ReturnType<typeof serviceRows>>>();
  for (const row of await serviceRows(db, [...new Set(categories)])) {
    byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
  }
  return byCategory;
}

async function serviceRows(db: Database, categories: ModelCategory[]) {
  if (categories.length === 0) return [];
  const [rows, uses] = await Promise.all([
    db.select().from(guaranteeServices).where(inArray(guaranteeServices.category, categories)),
    db
      .select({ id: contractItems.serviceId, n: countDistinct(contractItems.contractId) })
      .from(contractItems)
      .innerJoin(guaranteeServices, eq(guaranteeServices.id, contractItems.serviceId))
      .where(inArray(guaranteeServices.category, categories))
      .groupBy(contractItems.serviceId),
  ]);
  const contracts = new Map(uses.map((u) => [u.id, u.n]));
  return rows
    .sort((a, b) => GUARANTEE_TIERS.indexOf(a.tier) - GUARANTEE_TIERS.indexOf(b.tier))
    .map((s) => ({ id: s.id, tier: s.tier, category: s.category, priceCents: toCents(s.price), retired: !s.active, contractsCount: contracts.get(s.id) ?? 0 }));
}
