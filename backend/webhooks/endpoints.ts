// An agency's webhook endpoints (docs/integrations.md, "Webhooks"): create
// (the secret answered once), edit, switch on and off, rotate the secret,
// delete, and redeliver one delivery. Every query names the agency, so an
// endpoint of another agency is not found (404).
import { and, asc, eq } from 'drizzle-orm';
import type { WebhookEndpoint, WebhookEndpointCreateBody, WebhookEndpointUpdateBody } from '../../core/schemas/webhooks';
import type { WebhookEventType } from '../../core/webhooks/events';
import { checkTargetUrl } from '../../core/webhooks/target-address';
import type { WebhookSettings } from '../config';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { ApiError } from '../http/errors';
import { generateSecret, sealSecret } from './secret-box';

type Row = typeof webhookEndpoints.$inferSelect;

export const endpointOf = (row: Row): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.enabled ? null : row.disabledReason === 'failures' ? 'failures' : 'manual',
  previousSecretUntil: row.previousSecret && row.previousSecretUntil ? row.previousSecretUntil.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

function checkUrl(url: string, settings: WebhookSettings) {
  const problem = checkTargetUrl(url, { allowPrivate: settings.allowPrivateTargets });
  if (problem) throw new ApiError(400, [{ field: 'url', code: problem }]);
}

export async function listEndpoints(db: Database, agencyId: number): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.agencyId, agencyId)).orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointOf);
}

export async function findEndpoint(db: Database, agencyId: number, endpointId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.agencyId, agencyId)));
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

export async function createEndpoint(db: Database, settings: WebhookSettings, agencyId: number, body: WebhookEndpointCreateBody, now: Date) {
  checkUrl(body.url, settings);
  const secret = generateSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      agencyId,
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      secret: sealSecret(secret, settings.secretsKey),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...endpointOf(row!), secret };
}

export async function updateEndpoint(
  db: Database,
  settings: WebhookSettings,
  agencyId: number,
  endpointId: number,
  body: WebhookEndpointUpdateBody,
  now: Date,
) {
  await findEndpoint(db, agencyId, endpointId);
  if (body.url !== undefined) checkUrl(body.url, settings);
  const onOff =
    body.enabled === undefined
      ? {}
      : body.enabled
        ? // On again: the failures so far no longer count towards switching it off.
          { enabled: true, disabledReason: null, consecutiveFailures: 0, failingSince: null }
        : { enabled: false, disabledReason: 'manual' };
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...onOff,
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.agencyId, agencyId)))
    .returning();
  return endpointOf(row!);
}

/** A new secret; the old one keeps signing beside it for the overlap, so receivers can switch without losing a delivery. */
export async function rotateSecret(db: Database, settings: WebhookSettings, agencyId: number, endpointId: number, now: Date) {
  const current = await findEndpoint(db, agencyId, endpointId);
  const secret = generateSecret();
  const until = new Date(now.getTime() + settings.rotationOverlapMs);
  await db
    .update(webhookEndpoints)
    .set({ secret: sealSecret(secret, settings.secretsKey), previousSecret: current.secret, previousSecretUntil: until, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpointId));
  return { secret, previousSecretUntil: until.toISOString() };
}

export async function deleteEndpoint(db: Database, agencyId: number, endpointId: number): Promise<void> {
  await findEndpoint(db, agencyId, endpointId);
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.agencyId, agencyId)));
}

/** A new delivery of the same event (same webhook-id) to the endpoint, with its own retry schedule; its id. */
export async function redeliver(db: Database, agencyId: number, endpointId: number, deliveryId: number, now: Date): Promise<number> {
  const endpoint = await findEndpoint(db, agencyId, endpointId);
  const [delivery] = await db
    .select({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!delivery) throw new ApiError(404, 'not_found');
  if (!endpoint.enabled) throw new ApiError(409, 'webhook_endpoint_disabled');
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventId: delivery.eventId, nextAttemptAt: now, createdAt: now })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}
