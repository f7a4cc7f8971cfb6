// The job queue on pg-boss (docs/decisions.md, "Background jobs"), the same on
// both databases: on PostgreSQL with a small pool of its own (LISTEN/NOTIFY wakes
// a worker when a job is sent), on the embedded PGlite through the same client
// the app uses (pg-boss's PGlite backend). Its tables live in the schema
// `pgboss`, which it creates and migrates itself at start (docs/deploy.md).
// A job whose retries are spent is copied to the queue `dead-letters`, where it
// waits (never worked) until an administrator sends it again or 30 days pass.
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { z } from 'zod';
import type { JobsConnection } from '../db/client';
import { type DeadLetter, type JobHandler, type JobKind, type JobQueue, type SendOptions, parseJobData } from './queue';

export const DEAD_LETTERS = 'dead-letters';
const DEAD_LETTER_DAYS = 30;
/** The pool of the queue on PostgreSQL, beside the app's 10: the listener and the workers. */
const POOL_SIZE = 4;
const TIME_ZONE = 'Europe/Rome';

export interface QueueOptions {
  /** How often an idle worker looks for due jobs (retries, delayed jobs); NOTIFY wakes it for new ones. Tests use 0.5. */
  pollingIntervalSeconds?: number;
}

function bossFor(connection: JobsConnection, pollingIntervalSeconds: number): PgBoss {
  const common = { useListenNotify: true, cronWorkerIntervalSeconds: Math.max(1, Math.round(pollingIntervalSeconds)) };
  return connection.kind === 'postgres'
    ? new PgBoss({ ...common, connectionString: connection.url, max: POOL_SIZE, application_name: 'portal-jobs' })
    : new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' });
}

const queueOptions = (kind: JobKind) => ({
  retryLimit: kind.retry.limit,
  retryDelay: kind.retry.delaySeconds,
  retryBackoff: kind.retry.backoff,
  ...(kind.retry.backoff && kind.retry.delayMaxSeconds !== undefined ? { retryDelayMax: kind.retry.delayMaxSeconds } : {}),
  expireInSeconds: kind.expireInSeconds,
  deleteAfterSeconds: kind.keepSeconds,
  deadLetter: DEAD_LETTERS,
  notify: true,
});

function sendOptions(options: SendOptions) {
  const { retry } = options;
  return {
    ...(options.startAfter ? { startAfter: options.startAfter } : options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
    ...(options.singleton ? { singletonKey: options.singleton.key, singletonSeconds: options.singleton.seconds } : {}),
    ...(retry?.limit !== undefined ? { retryLimit: retry.limit } : {}),
    ...(retry?.delaySeconds !== undefined ? { retryDelay: retry.delaySeconds } : {}),
    ...(retry?.backoff !== undefined ? { retryBackoff: retry.backoff } : {}),
    ...(retry?.delayMaxSeconds !== undefined ? { retryDelayMax: retry.delayMaxSeconds } : {}),
  };
}

/** The message pg-boss kept of the last attempt's error (its output), never the stack. */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 500);
}

const deadLetterOf = (job: JobWithMetadata<unknown>): DeadLetter => ({
  id: job.id,
  name: job.sourceName ?? job.name,
  error: errorMessage(job.sourceOutput),
  attempts: (job.sourceRetryCount ?? 0) + 1,
  createdAt: new Date(job.sourceCreatedOn ?? job.createdOn),
  failedAt: new Date(job.createdOn),
});

export function createJobQueue(connection: JobsConnection, options: QueueOptions = {}): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = bossFor(connection, pollingIntervalSeconds);
  // An error event nobody listens to would end the process; a lost connection is retried by pg-boss itself.
  boss.on('error', (error: Error) => console.error('[jobs] queue error:', error.message));

  const kinds = new Map<string, JobKind>();
  const handlers = new Map<string, JobHandler<z.ZodType>>();
  const schedules = new Map<string, { kind: JobKind; cron: string; data: unknown }>();
  const working = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  /** Jobs this process sent that may still be due (idle()), and the sends still under way. */
  const due = new Map<string, string>();
  const sending = new Set<Promise<unknown>>();
  let started: Promise<void> | undefined;
  let stopped = false;

  /** Each kind's queue, created once per process (idempotent in the database, and updated to the kind's current policy). */
  const ready = new Map<string, Promise<void>>();
  const queueOf = (kind: JobKind) => {
    kinds.set(kind.name, kind);
    let made = ready.get(kind.name);
    if (!made) {
      made = boss
        .createQueue(kind.name, queueOptions(kind))
        .then(() => boss.updateQueue(kind.name, queueOptions(kind)))
        .catch((error: unknown) => {
          ready.delete(kind.name);
          throw error;
        });
      ready.set(kind.name, made);
    }
    return made;
  };

  const subscribe = async (name: string) => {
    if (working.has(name)) return;
    working.add(name);
    const kind = kinds.get(name)!;
    await queueOf(kind);
    await boss.work(name, { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds }, async ([job]) => {
      const handler = handlers.get(name);
      if (!job || !handler) throw new Error(`no worker for job ${name}`);
      await handler(parseJobData(kinds.get(name)!, job.data), { id: job.id, attempt: job.retryCount + 1 });
    });
  };

  const scheduleOne = async ({ kind, cron, data }: { kind: JobKind; cron: string; data: unknown }) => {
    await queueOf(kind);
    // `missed: once`: a night the portal was down is caught up at the next start.
    await boss.schedule(kind.name, cron, data as object, { tz: TIME_ZONE, missed: 'once' });
  };

  /** Runs a registration now if the queue runs, tracked so settled() can wait for it. */
  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => console.error('[jobs] could not register a worker:', (error as Error).message));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  const running = async () => {
    if (!started) throw new Error('the job queue has not been started');
    await started;
    if (stopped) throw new Error('the job queue has stopped');
  };

  return {
    database: connection.kind,

    async send(kind, data, options = {}) {
      const checked = kind.schema.parse(data) as object;
      // Tracked from the first moment, so idle() called right after a request counts a send it started.
      const sent = (async () => {
        await running();
        await queueOf(kind);
        const id = await boss.send(kind.name, checked, sendOptions(options));
        if (id) due.set(id, kind.name);
        return id;
      })();
      sending.add(sent);
      try {
        return await sent;
      } finally {
        sending.delete(sent);
      }
    },

    work(kind, handler) {
      kinds.set(kind.name, kind);
      handlers.set(kind.name, handler as JobHandler<z.ZodType>);
      if (started && !stopped) track(started.then(() => subscribe(kind.name)));
    },

    schedule(kind, cron, data) {
      const entry = { kind, cron, data: kind.schema.parse(data) };
      schedules.set(kind.name, entry);
      if (started && !stopped) track(started.then(() => scheduleOne(entry)));
    },

    async start() {
      started ??= (async () => {
        await boss.start();
        await boss.createQueue(DEAD_LETTERS, { retentionSeconds: DEAD_LETTER_DAYS * 86_400, deleteAfterSeconds: DEAD_LETTER_DAYS * 86_400 });
        for (const name of handlers.keys()) await subscribe(name);
        for (const entry of schedules.values()) await scheduleOne(entry);
      })();
      await started;
    },

    async stop() {
      if (!started || stopped) return;
      stopped = true;
      await started.catch(() => undefined);
      await Promise.all(pending);
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },

    async settled() {
      await started;
      await Promise.all(pending);
    },

    async idle() {
      await Promise.allSettled([...sending]);
      while (due.size > 0) {
        for (const [id, name] of due) {
          const [job] = await boss.findJobs<unknown>(name, { id });
          const waiting = job && (job.state === 'created' || job.state === 'retry') && new Date(job.startAfter).getTime() > Date.now();
          if (!job || waiting || !['created', 'retry', 'active'].includes(job.state)) due.delete(id);
        }
        if (due.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async deadLetters() {
      await running();
      const jobs = await boss.findJobs<unknown>(DEAD_LETTERS, { queued: true, limit: 1000 });
      return jobs.map(deadLetterOf).sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
    },

    async retryDeadLetter(id) {
      await running();
      const [job] = await boss.findJobs<unknown>(DEAD_LETTERS, { id, queued: true });
      if (!job?.sourceName) return false;
      // The kind's queue exists once this process has sent or worked it; redrive needs it.
      const kind = kinds.get(job.sourceName);
      if (kind) await queueOf(kind);
      return (await boss.redrive(DEAD_LETTERS, { ids: [id] })) === 1;
    },
  };
}
