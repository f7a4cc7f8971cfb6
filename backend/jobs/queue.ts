// The background job queue (docs/architecture.md, "Background jobs"): work sent
// now and done later, by whichever instance takes it first, once. A job is a
// kind (a name, the zod schema of its JSON data, its retry policy) and its
// data; the data is validated again when a worker reads it (it is an input
// like any request). One implementation, ./pg-boss-queue.ts, on both databases.
import type { z } from 'zod';

export interface RetryPolicy {
  /** Attempts after the first; once spent, the job goes to the dead letters. */
  limit: number;
  /** Seconds before the first retry (whole seconds). */
  delaySeconds: number;
  /** Each next wait about doubles (with jitter) up to delayMaxSeconds. */
  backoff: boolean;
  delayMaxSeconds?: number;
}

export interface JobKind<S extends z.ZodType = z.ZodType> {
  /** e.g. 'mail.send': letters, digits, '.', '-', '_' */
  readonly name: string;
  readonly schema: S;
  readonly retry: RetryPolicy;
  /** How long one attempt may run; a job whose instance died is retried after it. */
  readonly expireInSeconds: number;
  /** How long a done job's row is kept (seconds): short for data that holds a link. */
  readonly keepSeconds: number;
}

export function defineJob<S extends z.ZodType>(
  name: string,
  schema: S,
  options: { retry: RetryPolicy; expireInSeconds?: number; keepSeconds?: number },
): JobKind<S> {
  return { name, schema, retry: options.retry, expireInSeconds: options.expireInSeconds ?? 15 * 60, keepSeconds: options.keepSeconds ?? 7 * 86_400 };
}

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
  /** At most one job of the kind per key in each window of `seconds` (windows start at whole multiples of it); a second send answers null. */
  singleton?: { key: string; seconds: number };
  /** This job's own retry policy instead of its kind's. */
  retry?: Partial<RetryPolicy>;
}

export interface JobContext {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type JobHandler<S extends z.ZodType> = (data: z.output<S>, job: JobContext) => Promise<void>;

/** A job that failed its last attempt, as the dead-letter list shows it (never its data: it may hold a link). */
export interface DeadLetter {
  id: string;
  /** the job kind's name */
  name: string;
  /** the last attempt's error message */
  error: string;
  attempts: number;
  /** when the job was first sent */
  createdAt: Date;
  /** when it was dead-lettered */
  failedAt: Date;
}

export interface JobQueue {
  readonly database: 'postgres' | 'pglite';
  /** Stores the job (after start, which a send made earlier waits for); its id, or null when its singleton window is taken. */
  send<S extends z.ZodType>(kind: JobKind<S>, data: z.input<S>, options?: SendOptions): Promise<string | null>;
  /** The handler of a kind in this process; registering again replaces it (code reloaded in development). */
  work<S extends z.ZodType>(kind: JobKind<S>, handler: JobHandler<S>): void;
  /** A recurring job: one job per occurrence of the cron expression (Europe/Rome) across every instance. */
  schedule<S extends z.ZodType>(kind: JobKind<S>, cron: string, data: z.input<S>): void;
  start(): Promise<void>;
  /** Waits for running jobs (a few seconds at most), then lets go of the database. */
  stop(): Promise<void>;
  /** Resolves once what work() and schedule() registered has reached the database. */
  settled(): Promise<void>;
  /**
   * Resolves once every job this process sent is no longer due: done, dead-lettered, or waiting for a later
   * retry or start. Commands that send and exit, and tests reading what a request's jobs did, wait on it.
   */
  idle(): Promise<void>;
  /** Newest first. */
  deadLetters(): Promise<DeadLetter[]>;
  /** Sends a dead letter again as a new job of its kind; false when no such dead letter is waiting. */
  retryDeadLetter(id: string): Promise<boolean>;
}

/** The data a worker reads, checked against its kind's schema: a malformed job fails (and is retried, then dead-lettered) visibly. */
export function parseJobData<S extends z.ZodType>(kind: JobKind<S>, data: unknown): z.output<S> {
  const parsed = kind.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`).join(', ');
  throw new Error(`invalid data for job ${kind.name}: ${where}`);
}
