// Each call made with a key is one row of the audit trail (entity apiKey, the
// key's id, action call: method, path and answer). The same rows are the
// key's rate limit, a sliding window counted in the database so that every
// instance sees the same count (http/sliding-window.ts), and its last use.
import { and, desc, eq, gt, inArray, max } from 'drizzle-orm';
import { API_KEY_RATE } from '../../core/api-keys';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { secondsUntilAllowed } from '../http/sliding-window';

const callsOf = (keyId: number) => and(eq(auditLog.entity, 'apiKey'), eq(auditLog.entityId, keyId), eq(auditLog.action, 'call'));

/** Seconds until the key may call again; 0: now. Calls refused by the limit are not recorded, so a flood cannot fill the trail. */
export async function secondsUntilKeyAllowed(db: Database, keyId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - API_KEY_RATE.windowMs);
  const rows = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(callsOf(keyId), gt(auditLog.at, since)))
    .orderBy(desc(auditLog.at))
    .limit(API_KEY_RATE.limit);
  return secondsUntilAllowed(
    rows.map((r) => r.at),
    API_KEY_RATE.limit,
    API_KEY_RATE.windowMs,
    now,
  );
}

export interface KeyCall {
  keyId: number;
  /** the creator the key acts as */
  actor: { id: number; username: string };
  method: string;
  path: string;
  status: number;
  at: Date;
}

export async function recordKeyCall(db: Database, call: KeyCall): Promise<void> {
  await recordAudit(db, {
    entity: 'apiKey',
    entityId: call.keyId,
    action: 'call',
    actor: call.actor,
    at: call.at,
    changes: { method: { to: call.method }, path: { to: call.path }, status: { to: call.status } },
  });
}

/** The last call of each key. */
export async function lastCalls(db: Database, keyIds: readonly number[]): Promise<Map<number, Date>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ keyId: auditLog.entityId, at: max(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'apiKey'), inArray(auditLog.entityId, [...keyIds]), eq(auditLog.action, 'call')))
    .groupBy(auditLog.entityId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.keyId, r.at] as const] : [])));
}
