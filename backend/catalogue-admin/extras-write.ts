// Editing a model's accessories and guarantee tiers from the families page.
// An accessory is created for a model and may be sold with others too, so an
// edit reaches each of them; a guarantee tier is priced per model category,
// so its price reaches every model of the category. What contracts name is
// retired (no longer offered; the contracts keep it), never deleted. The
// product pages and the prices read the catalogue on every request, so a
// change shows at once. Each change leaves an audit row.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents, toEuros } from '../../core/pricing/money';
import type { AccessoryCreateBodySchema, AccessoryUpdateBodySchema, ServiceUpdateBodySchema } from '../../core/schemas/model-extras';
import { type AuditActor, type Snapshot, changesBetween, recordAudit, updateAction } from '../audit/record';
import type { Database } from '../db/client';
import { type Accessory, type GuaranteeService, accessories, contractItems, guaranteeServices, modelAccessories, productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import { assertPartNumberFree, conflictAs, partNumberTaken } from './part-numbers';

type AccessoryCreate = z.infer<typeof AccessoryCreateBodySchema>;
type AccessoryUpdate = z.infer<typeof AccessoryUpdateBodySchema>;
type ServiceUpdate = z.infer<typeof ServiceUpdateBodySchema>;

const accessorySnapshot = (a: Accessory): Snapshot => ({ name: a.name, partNumber: a.partNumber, priceCents: toCents(a.price), retired: !a.active });
const serviceSnapshot = (s: GuaranteeService): Snapshot => ({ tier: s.tier, category: s.category, priceCents: toCents(s.price), retired: !s.active });

async function modelOf(db: Database, modelId: number) {
  const [model] = await db
    .select({ id: productModels.id, familyId: productModels.familyId, category: productModels.category })
    .from(productModels)
    .where(eq(productModels.id, modelId));
  if (!model) throw new ApiError(404, 'not_found');
  return model;
}

/** The accessory, when it is sold with the model; otherwise 404. */
async function accessoryOfModel(db: Database, modelId: number, accessoryId: number) {
  const [row] = await db
    .select({ accessory: accessories })
    .from(modelAccessories)
    .innerJoin(accessories, eq(accessories.id, modelAccessories.accessoryId))
    .where(and(eq(modelAccessories.modelId, modelId), eq(modelAccessories.accessoryId, accessoryId)));
  if (!row) throw new ApiError(404, 'not_found');
  return row.accessory;
}

/** A new accessory sold with the model; answers the model's family id. */
export async function createAccessory(db: Database, actor: AuditActor, modelId: number, body: AccessoryCreate, now: Date): Promise<number> {
  const model = await modelOf(db, modelId);
  await assertPartNumberFree(db, body.partNumber);
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(accessories)
        .values({ name: body.name, partNumber: body.partNumber, price: toEuros(body.priceCents), createdAt: now })
        .returning();
      await tx.insert(modelAccessories).values({ modelId, accessoryId: row!.id });
      const changes = { ...changesBetween(null, accessorySnapshot(row!)), modelId: { to: modelId } };
      await recordAudit(tx, { entity: 'accessory', entityId: row!.id, action: 'create', actor, at: now, changes });
    })
    .catch(conflictAs(partNumberTaken));
  return model.familyId;
}

/** Edits an accessory of the model (for every model it is sold with), retires it or offers it again. */
export async function updateAccessory(db: Database, actor: AuditActor, modelId: number, accessoryId: number, body: AccessoryUpdate, now: Date) {
  const model = await modelOf(db, modelId);
  const current = await accessoryOfModel(db, modelId, accessoryId);
  if (body.partNumber !== undefined) await assertPartNumberFree(db, body.partNumber, { accessoryId });
  const columns = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.partNumber === undefined ? {} : { partNumber: body.partNumber }),
    ...(body.priceCents === undefined ? {} : { price: toEuros(body.priceCents) }),
    ...(body.retired === undefined ? {} : { active: !body.retired }),
  };
  if (Object.keys(columns).length === 0) return model.familyId;
  await db
    .transaction(async (tx) => {
      const [saved] = await tx.update(accessories).set(columns).where(eq(accessories.id, accessoryId)).returning();
      const changes = changesBetween(accessorySnapshot(current), accessorySnapshot(saved!));
      await recordAudit(tx, {
        entity: 'accessory',
        entityId: accessoryId,
        action: updateAction(changes, 'retired', 'retire', 'restore'),
        actor,
        at: now,
        changes,
      });
    })
    .catch(conflictAs(partNumberTaken));
  return model.familyId;
}

/**
 * Stops selling the accessory with the model; when no other model sells it,
 * the accessory goes too. Only when no contract names it: otherwise 409
 * accessory_in_use (retire it instead).
 */
export async function removeAccessory(db: Database, actor: AuditActor, modelId: number, accessoryId: number, now: Date): Promise<void> {
  await modelOf(db, modelId);
  const current = await accessoryOfModel(db, modelId, accessoryId);
  const [line] = await db.select({ id: contractItems.id }).from(contractItems).where(eq(contractItems.accessoryId, accessoryId)).limit(1);
  if (line) throw new ApiError(409, 'accessory_in_use');
  await db
    .transaction(async (tx) => {
      await tx.delete(modelAccessories).where(and(eq(modelAccessories.modelId, modelId), eq(modelAccessories.accessoryId, accessoryId)));
      const [other] = await tx.select({ id: modelAccessories.modelId }).from(modelAccessories).where(eq(modelAccessories.accessoryId, accessoryId)).limit(1);
      if (!other) await tx.delete(accessories).where(eq(accessories.id, accessoryId));
      const changes = other ? { modelId: { from: modelId } } : { ...changesBetween(accessorySnapshot(current), null), modelId: { from: modelId } };
      await recordAudit(tx, { entity: 'accessory', entityId: accessoryId, action: 'delete', actor, at: now, changes });
    })
    .catch((error: unknown) => {
      // a contract saved in between: the foreign key keeps the accessory
      if ((error as { cause?: { code?: string } }).cause?.code === '23503' || (error as { code?: string }).code === '23503')
        throw new ApiError(409, 'accessory_in_use');
      throw error;
    });
}

/** Prices a guarantee tier of the model's category, retires it or offers it again; answers the model's family id. */
export async function updateService(db: Database, actor: AuditActor, modelId: number, serviceId: number, body: ServiceUpdate, now: Date): Promise<number> {
  const model = await modelOf(db, modelId);
  const [current] = await db
    .select()
    .from(guaranteeServices)
    .where(and(eq(guaranteeServices.id, serviceId), eq(guaranteeServices.category, model.category)));
  if (!current) throw new ApiError(404, 'not_found');
  const columns = {
    ...(body.priceCents === undefined ? {} : { price: toEuros(body.priceCents) }),
    ...(body.retired === undefined ? {} : { active: !body.retired }),
  };
  if (Object.keys(columns).length === 0) return model.familyId;
  await db.transaction(async (tx) => {
    const [saved] = await tx.update(guaranteeServices).set(columns).where(eq(guaranteeServices.id, serviceId)).returning();
    const changes = changesBetween(serviceSnapshot(current), serviceSnapshot(saved!));
    await recordAudit(tx, { entity: 'service', entityId: serviceId, action: updateAction(changes, 'retired', 'retire', 'restore'), actor, at: now, changes });
  });
  return model.familyId;
}
