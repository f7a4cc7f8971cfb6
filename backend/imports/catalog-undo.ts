// Reverting a committed catalogue import, inside the caller's transaction:
// what it created is deleted, what it changed is put back as it was. Refused
// once anything it created or changed has been quoted since: a contract with
// such a model, accessory or service, or a cart saved since that names one.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, contractItems, contracts, families, guaranteeServices, modelAccessories, openQuotes, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import type { CatalogUndo } from './catalog-apply';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const touched = (undo: CatalogUndo) => ({
  models: [...undo.created.models, ...undo.changed.models.map((m) => m.id)],
  accessories: [...undo.created.accessories, ...undo.changed.accessories.map((a) => a.id)],
  services: [...undo.created.services, ...undo.changed.services.map((s) => s.id)],
});

async function quotedSince(tx: Tx, undo: CatalogUndo, since: Date): Promise<boolean> {
  const ids = touched(undo);
  const refs = [
    ids.models.length ? inArray(contractItems.modelId, ids.models) : undefined,
    ids.accessories.length ? inArray(contractItems.accessoryId, ids.accessories) : undefined,
    ids.services.length ? inArray(contractItems.serviceId, ids.services) : undefined,
  ].filter((c) => c !== undefined);
  if (refs.length > 0) {
    const [item] = await tx
      .select({ id: contractItems.id })
      .from(contractItems)
      .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
      .where(and(gt(contracts.createdAt, since), or(...refs)))
      .limit(1);
    if (item) return true;
  }
  if (ids.models.length === 0) return false;
  // A cart keeps its lines as JSON: one saved since the import that names a touched model counts as quoted.
  const pattern = `"modelId":\\s*(${ids.models.join('|')})[,}]`;
  const [cart] = await tx
    .select({ userId: openQuotes.userId })
    .from(openQuotes)
    .where(and(gt(openQuotes.updatedAt, since), sql`${openQuotes.content}::text ~ ${pattern}`))
    .limit(1);
  return cart !== undefined;
}

export async function revertCatalog(tx: Tx, undo: CatalogUndo, committedAt: Date): Promise<void> {
  if (await quotedSince(tx, undo, committedAt)) throw new ApiError(409, 'import_not_undoable');
  const { created, changed } = undo;
  if (created.services.length) await tx.delete(guaranteeServices).where(inArray(guaranteeServices.id, created.services));
  if (created.accessories.length) await tx.delete(accessories).where(inArray(accessories.id, created.accessories));
  if (created.models.length) await tx.delete(productModels).where(inArray(productModels.id, created.models));
  for (const { id, ...was } of changed.families) await tx.update(families).set(was).where(eq(families.id, id));
  if (created.families.length) await tx.delete(families).where(inArray(families.id, created.families));
  for (const { id, ...was } of changed.models) await tx.update(productModels).set(was).where(eq(productModels.id, id));
  for (const { id, modelIds, ...was } of changed.accessories) {
    await tx.update(accessories).set(was).where(eq(accessories.id, id));
    await tx.delete(modelAccessories).where(eq(modelAccessories.accessoryId, id));
    if (modelIds.length) await tx.insert(modelAccessories).values(modelIds.map((modelId) => ({ accessoryId: id, modelId })));
  }
  for (const { id, price } of changed.services) await tx.update(guaranteeServices).set({ price }).where(eq(guaranteeServices.id, id));
}
