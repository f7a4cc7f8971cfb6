// Writing and reading the audit trail (docs/domain.md, "Administration"):
// every create, edit, deactivation and settings change adds one row in the
// same transaction as the change, so a change without its row cannot happen.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { AuditAction, AuditChanges, AuditEntity, AuditValue } from '../../core/schemas/audit';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

type Executor = Pick<Database, 'insert'>;

export interface AuditActor {
  id: number;
  username: string;
}

export type Snapshot = Record<string, AuditValue>;

/** The fields whose value differs, before → after; a missing side (creation, deletion) is left out. */
export function changesBetween(before: Snapshot | null, after: Snapshot | null): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = { ...(before ? { from: from ?? null } : {}), ...(after ? { to: to ?? null } : {}) };
  }
  return changes;
}

export interface AuditInput {
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  actor: AuditActor;
  at: Date;
  changes: AuditChanges;
}

/** One row; an update that changed nothing leaves none. */
export async function recordAudit(db: Executor, input: AuditInput): Promise<void> {
  if (input.action === 'update' && Object.keys(input.changes).length === 0) return;
  await db.insert(auditLog).values({
    entity: input.entity,
    entityId: input.entityId,
    action: input.action,
    actorId: input.actor.id,
    actorName: input.actor.username,
    at: input.at,
    changes: input.changes,
  });
}

/** The history of several records at once (a family and its models), newest first. */
export async function auditTrailOf(db: Database, records: readonly { entity: AuditEntity; ids: readonly number[] }[], limit = 100) {
  const wanted = records.filter((r) => r.ids.length > 0).map((r) => and(eq(auditLog.entity, r.entity), inArray(auditLog.entityId, [...r.ids])));
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(...wanted))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    action: row.action as AuditAction,
    actor: { id: row.actorId, username: row.actorName },
    at: row.at.toISOString(),
    changes: row.changes,
  }));
}

/** A record's history, newest first. */
export const auditTrail = (db: Database, entity: AuditEntity, entityId: number, limit = 100) => auditTrailOf(db, [{ entity, ids: [entityId] }], limit);

/** The action an update amounts to: a flag that flips names it, else a plain update. */
export function updateAction(changes: AuditChanges, flag: string, onTrue: AuditAction, onFalse: AuditAction): AuditAction {
  const flipped = changes[flag];
  if (!flipped) return 'update';
  return flipped.to === true ? onTrue : onFalse;
}
