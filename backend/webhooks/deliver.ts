// One attempt of a delivery (docs/integrations.md, "Webhooks"): take the
// delivery (one instance at a time: a conditional UPDATE with a lease), sign
// the event's body as the Standard Webhooks specification says, POST it,
// record the attempt in the log, and then: delivered; or the next attempt
// planned on the retry schedule (core/webhooks/delivery-policy.ts) with its
// job; or, a day on, given up. An endpoint whose attempts keep failing for a
// day is switched off.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { nextAttemptAt, shouldDisable } from '../../core/webhooks/delivery-policy';
import type { WebhookSettings } from '../config';
import type { Database, Tx } from '../db/client';
import type { Clock } from '../deps';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { MailDeps } from '../mail';
import { sendDeliveryJobs } from './dispatch';
import { postSigned } from './http-post';
import { notifySwitchedOff } from './notify';
import { openSecret } from './secret-box';

export interface DeliverDeps {
  db: Database;
  queue: JobQueue;
  clock: Clock;
  settings: WebhookSettings;
  mail: MailDeps;
}

/** The three headers; while a rotation's overlap lasts the signature header carries one signature per secret. */
export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return { 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signatures.join(' ') };
}

async function claim(deps: DeliverDeps, deliveryId: number, now: Date) {
  const lease = new Date(now.getTime() + deps.settings.timeoutMs + deps.settings.leaseMarginMs);
  const [taken] = await deps.db
    .update(webhookDeliveries)
    .set({
      state: 'sending',
      leaseUntil: lease,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${webhookDeliveries.firstAttemptAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        or(eq(webhookDeliveries.state, 'pending'), and(eq(webhookDeliveries.state, 'sending'), lt(webhookDeliveries.leaseUntil, now))),
      ),
    )
    .returning();
  return taken;
}

/** One more failed attempt in a row; the count when it switched the endpoint off (core/webhooks/delivery-policy.ts, shouldDisable), else null. */
async function countFailure(tx: Tx, settings: WebhookSettings, endpoint: { id: number; agencyId: number }, now: Date, after: Date): Promise<number | null> {
  const [counted] = await tx
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failures: webhookEndpoints.consecutiveFailures, since: webhookEndpoints.failingSince });
  if (!counted || !shouldDisable(settings.disable, counted.failures, counted.since, after)) return null;
  await tx.update(webhookEndpoints).set({ enabled: false, disabledReason: 'failures' }).where(eq(webhookEndpoints.id, endpoint.id));
  console.warn(`[webhooks] endpoint ${endpoint.id} of agency ${endpoint.agencyId} switched off after ${counted.failures} failed attempts`);
  return counted.failures;
}

export async function deliverOnce(deps: DeliverDeps, deliveryId: number): Promise<void> {
  const { db, settings } = deps;
  const taken = await claim(deps, deliveryId, deps.clock());
  if (!taken) return;
  const [found] = await db
    .select({ endpoint: webhookEndpoints, event: { messageId: webhookEvents.messageId, body: webhookEvents.body } })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, taken.eventId))
    .where(eq(webhookEndpoints.id, taken.endpointId));
  if (!found || !found.endpoint.enabled) {
    // Switched off meanwhile: nothing is sent, and the delivery is over.
    await db
      .update(webhookDeliveries)
      .set({ state: 'failed', leaseUntil: null, attempts: taken.attempts - 1 })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const { endpoint, event } = found;
  const now = deps.clock();
  const overlap = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now;
  const secrets = [endpoint.secret, ...(overlap ? [endpoint.previousSecret!] : [])].map((sealed) => openSecret(sealed, settings.secretsKey));
  const headers = signedHeaders(secrets, event.messageId, now, event.body);
  const result = await postSigned(endpoint.url, headers, event.body, { timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivateTargets });
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const after = deps.clock();

  const planned = await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId,
      endpointId: endpoint.id,
      attempt: taken.attempts,
      at: now,
      ok,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error ?? (ok ? null : `answered ${result.statusCode}`),
    });
    const switchedOff = ok ? null : await countFailure(tx, settings, endpoint, now, after);
    const next = ok || switchedOff !== null ? null : nextAttemptAt(settings.retry, taken.attempts, taken.firstAttemptAt ?? now, after);
    await tx
      .update(webhookDeliveries)
      .set({ state: ok ? 'delivered' : next ? 'pending' : 'failed', leaseUntil: null, ...(next ? { nextAttemptAt: next } : {}) })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (ok) await tx.update(webhookEndpoints).set({ consecutiveFailures: 0, failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
    return { next, switchedOff };
  });
  // After the commit: should the process die first, the sweep finds the delivery overdue and sends it.
  if (planned.next) await sendDeliveryJobs(deps.queue, [deliveryId], planned.next);
  if (planned.switchedOff !== null) await notifySwitchedOff(db, deps.mail, endpoint, planned.switchedOff);
}
