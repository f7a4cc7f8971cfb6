// Creating, editing, deactivating and deleting agencies, and their logo. A
// name is unique whatever its casing; an agency that users or contracts name is
// never deleted, only deactivated. Shipping and commissions are read when a
// quote is priced, and a submitted contract keeps its own amounts, so a change
// applies to new quotes only. Each change leaves an audit row.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgencyCreateBodySchema, AgencyUpdateBodySchema } from '../../core/schemas/agencies';
import { normalizePicture } from '../adapters/files/picture';
import type { FileStorage } from '../adapters/files/storage';
import { type AuditActor, type Snapshot, changesBetween, recordAudit, updateAction } from '../audit/record';
import type { Database } from '../db/client';
import { type Agency, agencies } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUniqueViolation } from '../customer-accounts/accounts';
import { toCents } from '../../core/pricing/money';
import { PLATFORM_AGENCY_NAME } from '../../core/roles';
import { findAgency } from './read';
import { newLogoKey } from './logo-keys';
import { giveSlug } from './slugs';

type CreateBody = z.infer<typeof AgencyCreateBodySchema>;
type UpdateBody = z.infer<typeof AgencyUpdateBodySchema>;

export const LOGO_BOX = { width: 480, height: 160 };

function snapshot(
  agency: Pick<Agency, 'name' | 'shippingUnitCost' | 'shippingMaxUnits' | 'agentCommission' | 'grenkeAgentCommission' | 'deactivatedAt'>,
): Snapshot {
  return {
    name: agency.name,
    shippingUnitCostCents: toCents(agency.shippingUnitCost),
    shippingMaxUnits: agency.shippingMaxUnits,
    agentCommission: Number(agency.agentCommission),
    grenkeAgentCommission: Number(agency.grenkeAgentCommission),
    deactivated: agency.deactivatedAt !== null,
  };
}

async function assertNameFree(db: Pick<Database, 'select'>, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = ${name.toLowerCase()}`);
  if (row && row.id !== exceptId) throw new ApiError(409, [{ field: 'name', code: 'agency_name_in_use' }]);
}

/** The unique index caught a concurrent create or rename of the same name. */
const nameConflict = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new ApiError(409, [{ field: 'name', code: 'agency_name_in_use' }]);
  throw error;
};

const columnsOf = (body: Partial<CreateBody>) => ({
  ...(body.name === undefined ? {} : { name: body.name }),
  ...(body.shippingUnitCostCents === undefined ? {} : { shippingUnitCost: body.shippingUnitCostCents / 100 }),
  ...(body.shippingMaxUnits === undefined ? {} : { shippingMaxUnits: body.shippingMaxUnits }),
  ...(body.agentCommission === undefined ? {} : { agentCommission: body.agentCommission }),
  ...(body.grenkeAgentCommission === undefined ? {} : { grenkeAgentCommission: body.grenkeAgentCommission }),
});

export async function createAgency(db: Database, actor: AuditActor, body: CreateBody, now: Date): Promise<number> {
  await assertNameFree(db, body.name);
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(agencies)
        .values({ ...columnsOf(body), name: body.name, createdAt: now })
        .returning();
      await giveSlug(tx, row!.id, row!.name, now);
      await recordAudit(tx, { entity: 'agency', entityId: row!.id, action: 'create', actor, at: now, changes: changesBetween(null, snapshot(row!)) });
      return row!.id;
    })
    .catch(nameConflict);
}

export async function updateAgency(db: Database, actor: AuditActor, id: number, body: UpdateBody, now: Date): Promise<void> {
  const [current] = await db.select().from(agencies).where(eq(agencies.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  // The platform's agency is known by its name (core/roles.ts): renamed, it would take every administrator's reach with it.
  if (current.name === PLATFORM_AGENCY_NAME && body.name !== undefined && body.name !== current.name) throw new ApiError(409, 'platform_agency_name');
  if (body.name !== undefined) await assertNameFree(db, body.name, id);
  const deactivatedAt = body.deactivated === undefined ? current.deactivatedAt : body.deactivated ? (current.deactivatedAt ?? now) : null;
  await db
    .transaction(async (tx) => {
      const [saved] = await tx
        .update(agencies)
        .set({ ...columnsOf(body), deactivatedAt })
        .where(eq(agencies.id, id))
        .returning();
      // A new name gets its slug; the old one keeps leading to the same sign-up page.
      if (saved!.name !== current.name) await giveSlug(tx, id, saved!.name, now);
      const changes = changesBetween(snapshot(current), snapshot(saved!));
      await recordAudit(tx, {
        entity: 'agency',
        entityId: id,
        action: updateAction(changes, 'deactivated', 'deactivate', 'reactivate'),
        actor,
        at: now,
        changes,
      });
    })
    .catch(nameConflict);
}

/** Only an agency nobody works in and no contract names; otherwise 409 agency_in_use. */
export async function deleteAgency(db: Database, actor: AuditActor, id: number, now: Date): Promise<void> {
  const agency = await findAgency(db, id);
  if (agency.usersCount > 0 || agency.contractsCount > 0) throw new ApiError(409, 'agency_in_use');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(agencies).where(eq(agencies.id, id)).returning();
    await recordAudit(tx, { entity: 'agency', entityId: id, action: 'delete', actor, at: now, changes: changesBetween(snapshot(row!), null) });
  });
}

/** Stores the uploaded logo, resized and re-encoded; null removes it (the portal's own shows again). */
export async function setLogo(db: Database, files: FileStorage, actor: AuditActor, id: number, bytes: Uint8Array | null, now: Date): Promise<void> {
  const [current] = await db.select({ logo: agencies.logo }).from(agencies).where(eq(agencies.id, id));
  if (!current) throw new ApiError(404, 'not_found');
  let key: string | null = null;
  if (bytes) {
    const picture = await normalizePicture(bytes, LOGO_BOX);
    if (!picture) throw new ApiError(400, 'invalid_image');
    key = newLogoKey(id);
    await files.put(key, picture, 'image/png');
  }
  await db.transaction(async (tx) => {
    await tx.update(agencies).set({ logo: key }).where(eq(agencies.id, id));
    await recordAudit(tx, {
      entity: 'agency',
      entityId: id,
      action: bytes ? 'upload' : 'update',
      actor,
      at: now,
      changes: { logo: { from: current.logo, to: key } },
    });
  });
}
