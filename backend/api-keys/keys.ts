// The keys of an agency: the list with each key's last use, the creation
// (whose answer alone carries the secret) and the revocation, each recorded
// in the audit trail. The rules are core/api-keys.ts's.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type ApiKeyCapability, apiKeyStatus, beyondHolder, formatApiKey, grantableBy } from '../../core/api-keys';
import type { Holder } from '../../core/capabilities';
import type { ApiKey, ApiKeyCreateBody, ApiKeyList } from '../../core/schemas/api-keys';
import { type AuditActor, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { type ApiKeyRow, apiKeys, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { lastCalls } from './calls';
import { endOfItalianDay } from './expiry';
import { hashSecret, newSecret } from './secret';

type Listed = ApiKeyRow & { createdBy: string | null };

function view(row: Listed, lastUsed: Date | undefined, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${formatApiKey(row.id, '')}…`,
    capabilities: row.capabilities as ApiKeyCapability[],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: lastUsed?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: apiKeyStatus(row, now),
  };
}

async function rowsOf(db: Database, agencyId: number, keyId?: number): Promise<Listed[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: users.username })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(and(eq(apiKeys.agencyId, agencyId), keyId === undefined ? undefined : eq(apiKeys.id, keyId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => ({ ...r.key, createdBy: r.createdBy }));
}

export async function listKeys(db: Database, agencyId: number, holder: Holder, now: Date): Promise<ApiKeyList> {
  const rows = await rowsOf(db, agencyId);
  const used = await lastCalls(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => view(row, used.get(row.id), now)), grantable: grantableBy(holder) };
}

/** A new key and its secret, shown this once. Asking for a capability the creator lacks: 403, naming none of it granted. */
export async function createKey(db: Database, agencyId: number, creator: AuditActor, holder: Holder, body: ApiKeyCreateBody, now: Date) {
  if (beyondHolder(body.capabilities, holder).length > 0) throw new ApiError(403, [{ field: 'capabilities', code: 'capability_beyond_own' }]);
  const expiresAt = body.expiresOn ? endOfItalianDay(body.expiresOn) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new ApiError(400, [{ field: 'expiresOn', code: 'expiry_in_past' }]);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        agencyId,
        name: body.name,
        secretHash: hashSecret(secret),
        capabilities: [...body.capabilities],
        createdById: creator.id,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, {
      entity: 'apiKey',
      entityId: row!.id,
      action: 'create',
      actor: creator,
      at: now,
      changes: { name: { to: body.name }, capabilities: { to: [...body.capabilities] }, expiresAt: { to: expiresAt?.toISOString() ?? null } },
    });
    return row!.id;
  });
  const [row] = await rowsOf(db, agencyId, id);
  return { ...view(row!, undefined, now), secret: formatApiKey(id, secret) };
}

/** Revoked at once: the next call with it answers 401 (nothing caches a key). A key of another agency: 404. */
export async function revokeKey(db: Database, agencyId: number, keyId: number, actor: AuditActor, now: Date): Promise<ApiKey> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedById: actor.id })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.agencyId, agencyId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (revoked) await recordAudit(tx, { entity: 'apiKey', entityId: keyId, action: 'revoke', actor, at: now, changes: {} });
  });
  const [row] = await rowsOf(db, agencyId, keyId);
  if (!row) throw new ApiError(404, 'not_found');
  const used = await lastCalls(db, [keyId]);
  return view(row, used.get(keyId), now);
}
