// When a failed webhook delivery is tried again, when it is given up, and
// when an endpoint that keeps failing is switched off (docs/integrations.md,
// "Webhooks"). Pure, so the schedule is tested without waiting for it.

export interface RetryPolicy {
  /** The wait after the first failed attempt; each next wait doubles. */
  firstDelayMs: number;
  /** No single wait is longer. */
  maxDelayMs: number;
  /** A delivery is given up once its next attempt would come later than this after its first. */
  giveUpAfterMs: number;
}

/** About twelve attempts over a day: 30 s, 1, 2, 4 … minutes, then every 4 hours. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 4 * 3_600_000, giveUpAfterMs: 24 * 3_600_000 };

/** The moment of the next attempt after `attempt` (1 for the first) failed, or null: give up. */
export function nextAttemptAt(policy: RetryPolicy, attempt: number, firstAttemptAt: Date, now: Date): Date | null {
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
  const next = new Date(now.getTime() + delay);
  return next.getTime() - firstAttemptAt.getTime() > policy.giveUpAfterMs ? null : next;
}

export interface DisablePolicy {
  /** Attempts failed in a row, across the endpoint's deliveries… */
  failures: number;
  /** …over at least this long since the first of them. */
  failingForMs: number;
}

/** A day of failures with at least ten attempts in it: a day of retries of one event already makes about twelve. */
export const DEFAULT_DISABLE: DisablePolicy = { failures: 10, failingForMs: 24 * 3_600_000 };

export function shouldDisable(policy: DisablePolicy, consecutiveFailures: number, failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && consecutiveFailures >= policy.failures && now.getTime() - failingSince.getTime() >= policy.failingForMs;
}
