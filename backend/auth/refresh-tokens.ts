// Refresh tokens (docs/security.md): opaque, stored as SHA-256, rotated on every use
// within one family. A token used twice is either a concurrent request (inside
// the grace window: it gets a pair of its own in the same family) or a theft
// (after it: family revoked). The immediately previous token of a family (its
// replacement is still unused) has a longer window: a tab or request that
// missed the rotation carries it (409, family kept).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';

export const REUSE_GRACE_MS = 30_000;
/**
 * The portal refreshes 10 minutes before the access token expires; a browser
 * still holding the previous pair stops using it by then, so a replay later
 * than that comes from somewhere else.
 */
export const PREVIOUS_TOKEN_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** 256 random bits. */
const newToken = () => randomBytes(32).toString('base64url');

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export async function issueRefreshToken(
  db: Executor,
  options: { userId: number; familyId?: string; ttlDays: number; now: Date },
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: options.userId,
      familyId: options.familyId ?? randomUUID(),
      tokenHash: hashToken(token),
      createdAt: options.now,
      expiresAt: new Date(options.now.getTime() + options.ttlDays * DAY_MS),
    })
    .returning({ id: refreshTokens.id });
  return { token, id: row!.id };
}

export type RotateResult = { kind: 'rotated'; userId: number; familyId: string; token: string } | { kind: 'already_rotated' } | { kind: 'invalid' };

export async function rotateRefreshToken(db: Database, token: string, ttlDays: number, now: Date): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // The conditional update claims the token atomically: of two concurrent
    // requests exactly one gets the row back.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (claimed) {
      const next = await issueRefreshToken(tx, { userId: claimed.userId, familyId: claimed.familyId, ttlDays, now });
      await tx.update(refreshTokens).set({ replacedById: next.id }).where(eq(refreshTokens.id, claimed.id));
      return { kind: 'rotated', userId: claimed.userId, familyId: claimed.familyId, token: next.token };
    }

    const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known || known.revokedAt || !known.usedAt) return { kind: 'invalid' }; // unknown, revoked or expired
    const sinceUse = now.getTime() - known.usedAt.getTime();
    if (sinceUse <= REUSE_GRACE_MS && known.expiresAt > now) {
      // Two requests carrying the same token reached two portal instances (or
      // raced in one): the loser cannot see the pair the winner stored in the
      // browser, and with an expired access token a refusal would end the
      // session. It gets a pair of its own; the browser keeps whichever cookie
      // arrives last, and both are live members of the family.
      const sibling = await issueRefreshToken(tx, { userId: known.userId, familyId: known.familyId, ttlDays, now });
      return { kind: 'rotated', userId: known.userId, familyId: known.familyId, token: sibling.token };
    }
    if (sinceUse <= PREVIOUS_TOKEN_GRACE_MS && known.replacedById !== null) {
      const [replacement] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.id, known.replacedById), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
      if (replacement) return { kind: 'already_rotated' };
    }
    await revokeFamily(tx, known.familyId, now);
    return { kind: 'invalid' };
  });
}

/** Ends a session: its refresh tokens and, through require-user, its access tokens. `userId` limits it to that user's family. */
export async function revokeFamily(db: Executor, familyId: string, now: Date, userId?: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), userId === undefined ? undefined : eq(refreshTokens.userId, userId)));
}

/** Ends every session of a user: password reset, deactivation. */
export async function endAllSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family of a token, only when it belongs to `userId`. */
export async function revokeFamilyOfToken(db: Database, token: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || row.userId !== userId) return false;
  await revokeFamily(db, row.familyId, now);
  return true;
}
