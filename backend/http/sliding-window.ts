// The one sliding-window rule of the API's limits (docs/security.md): the
// login limit (auth/rate-limit.ts) and the request throttle of the account
// flows (account/throttle.ts) keep their counts in the database, each its own
// table, and both ask this how long a caller waits.

/**
 * Seconds until one more request fits: with `recent` the requests still in the
 * window, newest first (at most `limit` of them are needed), the limit lifts
 * when the limit-th newest leaves the window. 0 when the request may go now.
 */
export function secondsUntilAllowed(recent: readonly Date[], limit: number, windowMs: number, now: Date): number {
  if (recent.length < limit) return 0;
  const releaseAt = recent[limit - 1]!.getTime() + windowMs;
  return Math.max(1, Math.ceil((releaseAt - now.getTime()) / 1000));
}
