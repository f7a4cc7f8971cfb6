// From the outbox to the queue (docs/integrations.md, "Webhooks"). A request
// notes the deliveries its transactions wrote (./outbox.ts); once its handler
// has answered, and so committed, one job per delivery goes on the queue. A
// delivery whose job never went out (the process died between the commit and
// the send, or the change happened outside a request) is found by the sweep,
// a job every minute, once it is overdue. A job for a delivery that is no
// longer waiting (rolled back, delivered, taken by another instance) does
// nothing, so sending one twice is harmless.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, lt, or } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { WebhookSettings } from '../config';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEvents } from '../db/schema';
import { JOB_KINDS } from '../../core/schemas/jobs';
import { type JobQueue, defineJob } from '../jobs/queue';

/** Retried by the queue only when the attempt itself broke (the database away); failed answers get the webhook schedule (./deliver.ts). */
export const DELIVER_JOB = defineJob(JOB_KINDS.webhooksDeliver, z.object({ deliveryId: z.number().int().positive() }), {
  retry: { limit: 5, delaySeconds: 30, backoff: true, delayMaxSeconds: 600 },
  expireInSeconds: 120,
  keepSeconds: 86_400,
});

export const SWEEP_JOB = defineJob(JOB_KINDS.webhooksSweep, z.object({}), { retry: { limit: 0, delaySeconds: 0, backoff: false }, keepSeconds: 3_600 });

/** A pending delivery this long past its time has lost its job. */
const OVERDUE_MS = 60_000;
/** Events, their deliveries and the log are kept this long (docs/integrations.md, "Webhooks"). */
export const KEEP_EVENTS_MS = 30 * 86_400_000;

const noted = new AsyncLocalStorage<number[]>();

/** Called by the outbox inside a request: these deliveries want a job once the request is done. */
export function noteDeliveries(ids: number[]): void {
  noted.getStore()?.push(...ids);
}

export async function sendDeliveryJobs(queue: JobQueue, ids: readonly number[], startAfter?: Date): Promise<void> {
  for (const deliveryId of ids) await queue.send(DELIVER_JOB, { deliveryId }, startAfter ? { startAfter } : {});
}

/** The middleware: the request runs with a list to note deliveries in, and their jobs go out after it. */
export function dispatchNotedDeliveries(queue: JobQueue): MiddlewareHandler {
  return async (_c, next) => {
    const ids: number[] = [];
    await noted.run(ids, next);
    if (ids.length === 0) return;
    // A queue that cannot take the jobs now leaves them to the sweep; the change itself is done.
    await sendDeliveryJobs(queue, ids).catch((error: unknown) => console.error('[webhooks] delivery jobs left to the sweep:', (error as Error).message));
  };
}

/** Runs `work` (a job, a script) with the same dispatch: its deliveries get their jobs when it ends. */
export async function withDeliveryDispatch<T>(queue: JobQueue, work: () => Promise<T>): Promise<T> {
  const ids: number[] = [];
  const result = await noted.run(ids, work);
  await sendDeliveryJobs(queue, ids);
  return result;
}

/**
 * A server's start (backend/index.ts) sends a sweep now, and one more once any lease taken before the start has run
 * out: a delivery cut short when an instance died goes out a lease after the restart, not at the next minute's sweep.
 */
export async function sweepAtStart(queue: JobQueue, settings: Pick<WebhookSettings, 'timeoutMs' | 'leaseMarginMs'>): Promise<void> {
  await queue.send(SWEEP_JOB, {});
  await queue.send(SWEEP_JOB, {}, { delaySeconds: Math.ceil((settings.timeoutMs + settings.leaseMarginMs) / 1000) + 1 });
}

/** The sweep: a job for each delivery that waits past its time, or whose sender died mid-attempt; and events past their keeping go, with their log. */
export async function sweepDeliveries(db: Database, queue: JobQueue, now: Date): Promise<number> {
  await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, new Date(now.getTime() - KEEP_EVENTS_MS)));
  const lost = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      or(
        and(eq(webhookDeliveries.state, 'pending'), lt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - OVERDUE_MS))),
        and(eq(webhookDeliveries.state, 'sending'), lt(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .limit(500);
  await sendDeliveryJobs(
    queue,
    lost.map((row) => row.id),
  );
  return lost.length;
}
