// The delivery log of an endpoint: each attempt, newest first, with its event and where its delivery stands.
import { count, desc, eq } from 'drizzle-orm';
import type { WebhookAttempt } from '../../core/schemas/webhooks';
import type { WebhookEventType } from '../../core/webhooks/events';
import type { Database } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../db/schema';

export async function listAttempts(db: Database, endpointId: number, page: number, pageSize: number): Promise<{ items: WebhookAttempt[]; total: number }> {
  const rows = await db
    .select({ attempt: webhookAttempts, eventType: webhookEvents.type, messageId: webhookEvents.messageId, state: webhookDeliveries.state })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(webhookAttempts).where(eq(webhookAttempts.endpointId, endpointId));
  return {
    items: rows.map(({ attempt, eventType, messageId, state }) => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      eventType: eventType as WebhookEventType,
      messageId,
      attempt: attempt.attempt,
      at: attempt.at.toISOString(),
      ok: attempt.ok,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      deliveryState: state,
    })),
    total: total?.n ?? 0,
  };
}
