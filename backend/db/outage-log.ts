// What the log says while the database is unreachable: one warning line when the outage starts, then at most one a
// minute with how many answers were 503 meanwhile, and one line when a connection succeeds again; never a stack per
// request (docs/security.md, "When the database is away").
import { DATABASE_RETRY_AFTER_SECONDS } from './unreachable';

/** While the database stays away, a reminder at most this often. */
export const OUTAGE_REMINDER_MS = 60_000;

export interface OutageLog {
  /** The database was found unreachable, for `reason`; `answered`: a request or readiness check answered 503 for it. */
  unreachable(reason: string, answered?: boolean): void;
  /** A connection to the database succeeded. */
  reachable(): void;
}

export function createOutageLog(now: () => number = Date.now, log: Pick<Console, 'warn' | 'info'> = console): OutageLog {
  let since: number | null = null;
  let lastLine = 0;
  let answered = 0;
  let answeredAtLastLine = 0;
  return {
    unreachable(reason, answeredOne = true) {
      const at = now();
      if (answeredOne) answered += 1;
      if (since === null) {
        since = lastLine = at;
        log.warn(`[backend] database unreachable (${reason}): answering 503 with Retry-After ${DATABASE_RETRY_AFTER_SECONDS} s until it answers again`);
      } else if (at - lastLine >= OUTAGE_REMINDER_MS) {
        const seconds = Math.round((at - since) / 1000);
        log.warn(`[backend] database still unreachable (${reason}) after ${seconds} s: ${answered - answeredAtLastLine} answers 503 since the last line`);
        lastLine = at;
      } else {
        return;
      }
      answeredAtLastLine = answered;
    },
    reachable() {
      if (since === null) return;
      log.info(`[backend] database reachable again after ${Math.round((now() - since) / 1000)} s (${answered} answers 503)`);
      since = null;
      answered = answeredAtLastLine = 0;
    },
  };
}

const OUTAGE_LOG_KEY = Symbol.for('agency-portal.backend.database-outage');

/**
 * The process's one log of database outages: the error handler, the readiness check and the pool report to it. On
 * globalThis, as the database itself (backend/index.ts): Next.js loads the backend from several bundles.
 */
export const databaseOutage: OutageLog = ((globalThis as typeof globalThis & { [OUTAGE_LOG_KEY]?: OutageLog })[OUTAGE_LOG_KEY] ??= createOutageLog());
