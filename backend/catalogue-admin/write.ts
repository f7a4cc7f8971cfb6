// Creating and editing families and their models. A family's name is unique
// whatever its casing, a part number among models and accessories; a family
// with models is not deleted, nor a model that contracts name (it is retired:
// no longer offered, still shown in those contracts). The catalogue reads
// have no cache, so the product pages and the cart see each change at once.
// Each change leaves an audit row.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents, toEuros } from '../../core/pricing/money';
import type { FamilyCreateBodySchema, FamilyUpdateBodySchema, ModelCreateBodySchema, ModelUpdateBodySchema } from '../../core/schemas/catalogue-admin';
import { normalizePicture } from '../adapters/files/picture';
import type { FileStorage } from '../adapters/files/storage';
import { type AuditActor, type Snapshot, changesBetween, recordAudit, updateAction } from '../audit/record';
import type { Database } from '../db/client';
import { type Family, type ProductModel, contractItems, contractProducts, families, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import { assertPartNumberFree, conflictAs, partNumberTaken } from './part-numbers';

type FamilyCreate = z.infer<typeof FamilyCreateBodySchema>;
type FamilyUpdate = z.infer<typeof FamilyUpdateBodySchema>;
type ModelCreate = z.infer<typeof ModelCreateBodySchema>;
type ModelUpdate = z.infer<typeof ModelUpdateBodySchema>;

export const FAMILY_PICTURE_BOX = { width: 800, height: 600 };

const familySnapshot = (f: Pick<Family, 'name' | 'sortOrder'>): Snapshot => ({ name: f.name, sortOrder: f.sortOrder });

const modelSnapshot = (m: ProductModel): Snapshot => ({
  name: m.name,
  brand: m.brand,
  partNumber: m.partNumber,
  ean: m.ean,
  iceCatId: m.iceCatId,
  warehouseStatus: m.warehouseStatus,
  category: m.category,
  listPriceCents: toCents(m.listPrice),
  flexEligible: m.flexEligible,
  retired: !m.active,
});

const familyNameTaken = () => new ApiError(409, [{ field: 'name', code: 'family_name_in_use' }]);
async function assertFamilyNameFree(db: Database, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: families.id })
    .from(families)
    .where(sql`lower(${families.name}) = ${name.toLowerCase()}`);
  if (row && row.id !== exceptId) throw familyNameTaken();
}

export async function createFamily(db: Database, actor: AuditActor, body: FamilyCreate, now: Date): Promise<number> {
  await assertFamilyNameFree(db, body.name);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(families)
        .values({ name: body.name, sortOrder: body.sortOrder ?? 0, createdAt: now })
        .returning();
      await recordAudit(tx, { entity: 'family', entityId: row!.id, action: 'create', actor, at: now, changes: changesBetween(null, familySnapshot(row!)) });
      return row!.id;
    })
    .catch(conflictAs(familyNameTaken));
}

export async function updateFamily(db: Database, actor: AuditActor, id: number, body: FamilyUpdate, now: Date): Promise<void> {
  const [current] = await db.select().from(families).where(eq(families.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  if (body.name !== undefined) await assertFamilyNameFree(db, body.name, id);
  // an empty body changes nothing (and an UPDATE without columns is no statement)
  if (Object.keys(body).length === 0) return;
  await db
    .transaction(async (tx) => {
      const [saved] = await tx.update(families).set(body).where(eq(families.id, id)).returning();
      const changes = changesBetween(familySnapshot(current), familySnapshot(saved!));
      await recordAudit(tx, { entity: 'family', entityId: id, action: 'update', actor, at: now, changes });
    })
    .catch(conflictAs(familyNameTaken));
}

/** Only a family without models; otherwise 409 family_not_empty. */
export async function deleteFamily(db: Database, actor: AuditActor, id: number, now: Date): Promise<void> {
  const [current] = await db.select().from(families).where(eq(families.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  const [model] = await db.select({ id: productModels.id }).from(productModels).where(eq(productModels.familyId, id)).limit(1);
  if (model) throw new ApiError(409, 'family_not_empty');
  await db.transaction(async (tx) => {
    await tx.delete(families).where(eq(families.id, id));
    await recordAudit(tx, { entity: 'family', entityId: id, action: 'delete', actor, at: now, changes: changesBetween(familySnapshot(current), null) });
  });
}

/** Stores the picture resized and re-encoded; null removes it. */
export async function setFamilyPicture(db: Database, files: FileStorage, actor: AuditActor, id: number, bytes: Uint8Array | null, now: Date): Promise<void> {
  const [current] = await db.select({ imageKey: families.imageKey }).from(families).where(eq(families.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  let key: string | null = null;
  if (bytes) {
    const picture = await normalizePicture(bytes, FAMILY_PICTURE_BOX);
    if (!picture) throw new ApiError(400, 'invalid_image');
    // a new name per upload: the address changes with the picture
    key = `catalogue/family-${id}-${randomBytes(6).toString('hex')}.png`;
    await files.put(key, picture, 'image/png');
  }
  await db.transaction(async (tx) => {
    await tx.update(families).set({ imageKey: key }).where(eq(families.id, id));
    await recordAudit(tx, {
      entity: 'family',
      entityId: id,
      action: bytes ? 'upload' : 'update',
      actor,
      at: now,
      changes: { image: { from: current.imageKey, to: key } },
    });
  });
}

const modelColumns = (body: Partial<ModelCreate> & { retired?: boolean }) => ({
  ...(body.name === undefined ? {} : { name: body.name }),
  ...(body.brand === undefined ? {} : { brand: body.brand }),
  ...(body.partNumber === undefined ? {} : { partNumber: body.partNumber }),
  ...(body.ean === undefined ? {} : { ean: body.ean }),
  ...(body.iceCatId === undefined ? {} : { iceCatId: body.iceCatId }),
  ...(body.warehouseStatus === undefined ? {} : { warehouseStatus: body.warehouseStatus }),
  ...(body.category === undefined ? {} : { category: body.category }),
  ...(body.listPriceCents === undefined ? {} : { listPrice: toEuros(body.listPriceCents) }),
  ...(body.flexEligible === undefined ? {} : { flexEligible: body.flexEligible }),
  ...(body.retired === undefined ? {} : { active: !body.retired }),
});

export async function createModel(db: Database, actor: AuditActor, familyId: number, body: ModelCreate, now: Date): Promise<number> {
  const [family] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  if (!family) throw new ApiError(404, 'not_found');
  await assertPartNumberFree(db, body.partNumber);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(productModels)
        .values({
          ...modelColumns(body),
          name: body.name,
          brand: body.brand,
          partNumber: body.partNumber,
          category: body.category,
          listPrice: toEuros(body.listPriceCents),
          familyId,
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, { entity: 'model', entityId: row!.id, action: 'create', actor, at: now, changes: changesBetween(null, modelSnapshot(row!)) });
      return row!.id;
    })
    .catch(conflictAs(partNumberTaken));
}

/** Edits a model, or retires it (retired: true) or offers it again; answers its family's id. */
export async function updateModel(db: Database, actor: AuditActor, id: number, body: ModelUpdate, now: Date): Promise<number> {
  const [current] = await db.select().from(productModels).where(eq(productModels.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  if (body.partNumber !== undefined) await assertPartNumberFree(db, body.partNumber, { modelId: id });
  const columns = modelColumns(body);
  if (Object.keys(columns).length === 0) return current.familyId;
  await db
    .transaction(async (tx) => {
      const [saved] = await tx.update(productModels).set(columns).where(eq(productModels.id, id)).returning();
      const changes = changesBetween(modelSnapshot(current), modelSnapshot(saved!));
      await recordAudit(tx, { entity: 'model', entityId: id, action: updateAction(changes, 'retired', 'retire', 'restore'), actor, at: now, changes });
    })
    .catch(conflictAs(partNumberTaken));
  return current.familyId;
}

/** Only a model no contract names; otherwise 409 model_in_use (retire it instead). */
export async function deleteModel(db: Database, actor: AuditActor, id: number, now: Date): Promise<number> {
  const [current] = await db.select().from(productModels).where(eq(productModels.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  const [line] = await db.select({ id: contractItems.id }).from(contractItems).where(eq(contractItems.modelId, id)).limit(1);
  const [unit] = await db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.modelId, id)).limit(1);
  if (line || unit) throw new ApiError(409, 'model_in_use');
  await db
    .transaction(async (tx) => {
      await tx.delete(productModels).where(eq(productModels.id, id));
      await recordAudit(tx, { entity: 'model', entityId: id, action: 'delete', actor, at: now, changes: changesBetween(modelSnapshot(current), null) });
    })
    .catch((error: unknown) => {
      // a contract saved in between: the foreign key keeps the model
      if ((error as { cause?: { code?: string } }).cause?.code === '23503' || (error as { code?: string }).code === '23503')
        throw new ApiError(409, 'model_in_use');
      throw error;
    });
  return current.familyId;
}
