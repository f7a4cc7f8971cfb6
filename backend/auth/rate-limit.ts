// Login rate limit (docs/security.md), kept in the database so that every portal
// instance sees the same counts: 5 failures per username in 15 minutes (only
// those after the user's last success) or 20 failures per IP in 15 minutes.
import { and, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';
import { secondsUntilAllowed } from '../http/sliding-window';

export const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Attempts older than this serve no window and are pruned. */
const KEEP_MS = 24 * 60 * 60_000;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** Seconds until the limit lifts for the failures `where` selects (http/sliding-window.ts). */
async function waitFor(db: Database, where: ReturnType<typeof and>, limit: number, now: Date): Promise<number> {
  const rows = await db.select({ at: loginAttempts.attemptedAt }).from(loginAttempts).where(where).orderBy(desc(loginAttempts.attemptedAt)).limit(limit);
  return secondsUntilAllowed(
    rows.map((r) => r.at),
    limit,
    WINDOW_MS,
    now,
  );
}

export async function secondsUntilLoginAllowed(db: Database, username: string, ip: string | null, now: Date): Promise<number> {
  const name = normalizeUsername(username);
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [last] = await db
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)));
  const since = last?.at && last.at > windowStart ? last.at : windowStart;

  const byUsername = await waitFor(
    db,
    and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)),
    MAX_FAILURES_PER_USERNAME,
    now,
  );
  const byIp = ip
    ? await waitFor(db, and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, windowStart)), MAX_FAILURES_PER_IP, now)
    : 0;
  return Math.max(byUsername, byIp);
}

export async function recordLoginAttempt(db: Database, attempt: { username: string; ip: string | null; succeeded: boolean; now: Date }): Promise<void> {
  await db.insert(loginAttempts).values({
    username: normalizeUsername(attempt.username),
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    attemptedAt: attempt.now,
  });
  // Pruning on each success keeps the table small without a scheduled job.
  if (attempt.succeeded) {
    await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(attempt.now.getTime() - KEEP_MS)));
  }
}
