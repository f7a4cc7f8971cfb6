// Request limits kept in the database (docs/architecture.md: nothing shared lives in
// process memory): at most `limit` requests per key within the window.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestThrottle } from '../db/schema';
import { ApiError } from '../http/errors';
import { secondsUntilAllowed as secondsUntilWindow } from '../http/sliding-window';

export interface ThrottleRule {
  action: string;
  limit: number;
  windowMs: number;
}

/** Rows older than this serve no window; each record prunes them (these endpoints are rarely called). */
const KEEP_MS = 24 * 60 * 60_000;

/** Seconds until one more request is allowed; 0 when it may go ahead. */
export async function secondsUntilAllowed(db: Database, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const rows = await db
    .select({ at: requestThrottle.at })
    .from(requestThrottle)
    .where(and(eq(requestThrottle.action, rule.action), eq(requestThrottle.key, key), gt(requestThrottle.at, new Date(now.getTime() - rule.windowMs))))
    .orderBy(desc(requestThrottle.at))
    .limit(rule.limit);
  return secondsUntilWindow(
    rows.map((r) => r.at),
    rule.limit,
    rule.windowMs,
    now,
  );
}

export async function recordRequest(db: Database, rule: ThrottleRule, key: string, now: Date): Promise<void> {
  await db.insert(requestThrottle).values({ action: rule.action, key, at: now });
  await db.delete(requestThrottle).where(lt(requestThrottle.at, new Date(now.getTime() - KEEP_MS)));
}

/** Throws 429 too_many_requests (with Retry-After) when any of the keyed rules is exhausted. */
export async function enforce(db: Database, checks: Array<[ThrottleRule, string | null]>, now: Date): Promise<void> {
  let wait = 0;
  for (const [rule, key] of checks) if (key) wait = Math.max(wait, await secondsUntilAllowed(db, rule, key, now));
  if (wait > 0) {
    throw new ApiError(429, 'too_many_requests', { params: { minutes: Math.ceil(wait / 60) }, headers: { 'Retry-After': String(wait) } });
  }
}

/** Records one request under every rule that has a key. */
export async function recordAll(db: Database, checks: Array<[ThrottleRule, string | null]>, now: Date): Promise<void> {
  for (const [rule, key] of checks) if (key) await recordRequest(db, rule, key, now);
}
