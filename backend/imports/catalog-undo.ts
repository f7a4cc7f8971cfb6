// Whether a committed catalogue import may be undone, and the undo itself,
// inside the caller's transaction: what it created is deleted, what it
// changed is put back as it was. Only the latest committed catalogue import,
// and only while nothing has moved on from it: no row it created or changed
// has been changed since (./catalog-touched.ts), and none has been quoted (a
// contract with such a model, accessory or service, or a cart saved since
// that names one). The history offers the undo on the same terms.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessories, contractItems, contracts, families, guaranteeServices, importJobs, modelAccessories, openQuotes, productModels } from '../db/schema';
import type { CatalogUndo } from './catalog-apply';
import { catalogueNow } from './catalog-plan';
import { changedSince, touchedIds, touchedRows } from './catalog-touched';

type Tx = Pick<Database, 'select'>;
type WriteTx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function quotedSince(tx: Tx, undo: CatalogUndo, since: Date): Promise<boolean> {
  const ids = touchedIds(undo);
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

export interface UndoCandidate {
  id: number;
  kind: 'catalog' | 'users';
  status: string;
  undo: unknown;
  committedAt: Date | null;
}

/** Why the import may not be undone now (the 409's code), or null when it may. */
export async function undoRefusal(tx: Tx, job: UndoCandidate): Promise<'users_import_not_undoable' | 'import_not_undoable' | 'import_rows_changed' | null> {
  if (job.kind === 'users') return 'users_import_not_undoable';
  if (job.status !== 'committed' || !job.undo || !job.committedAt) return 'import_not_undoable';
  const [later] = await tx
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.kind, job.kind), eq(importJobs.status, 'committed'), gt(importJobs.id, job.id)))
    .limit(1);
  const undo = job.undo as CatalogUndo;
  if (later || (await quotedSince(tx, undo, job.committedAt))) return 'import_not_undoable';
  if (undo.left && changedSince(undo.left, touchedRows(await catalogueNow(tx), undo))) return 'import_rows_changed';
  return null;
}

/** Puts the catalogue back as the import found it; the caller has asked undoRefusal first, in the same transaction. */
export async function revertCatalog(tx: WriteTx, undo: CatalogUndo): Promise<void> {
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
