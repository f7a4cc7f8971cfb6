// Emitting a webhook event (docs/integrations.md, "Webhooks"): in the
// transaction of the change it tells of, one event row and one delivery row
// per enabled endpoint of the agency that subscribes to its type. The change
// and its deliveries commit together or not at all; once the request is done
// ./dispatch.ts sends a job for each delivery, and the sweep sends one for any
// delivery a crash left behind, so none is lost.
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import { type WebhookEvent, type WebhookEventType, webhookEnvelope } from '../../core/webhooks/events';
import type { Tx } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { noteDeliveries } from './dispatch';

export async function emitWebhookEvent<T extends WebhookEventType>(tx: Tx, agencyId: number, event: WebhookEvent<T>, now: Date): Promise<void> {
  // Checked first, so a malformed payload fails the change in tests rather than a receiver later.
  const body = JSON.stringify(webhookEnvelope(event, now));
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, agencyId), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type])));
  if (endpoints.length === 0) return;
  const [row] = await tx
    .insert(webhookEvents)
    .values({ messageId: `msg_${randomUUID()}`, agencyId, type: event.type, body, createdAt: now })
    .returning({ id: webhookEvents.id });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId: row!.id, nextAttemptAt: now, createdAt: now })))
    .returning({ id: webhookDeliveries.id });
  noteDeliveries(deliveries.map((d) => d.id));
}
