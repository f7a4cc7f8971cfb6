// Webhooks (docs/integrations.md, "Webhooks"): an agency's endpoints, the
// events emitted for it (the outbox: written in the transaction of the change
// they tell of), one delivery per event and endpoint, and each attempt of it
// (the delivery log).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';
import { agencies } from './schema-parties';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** the event types it subscribes to (core/webhooks/events.ts) */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** why it is off: 'manual', or 'failures' when the portal switched it off */
    disabledReason: text('disabled_reason'),
    /** the signing secret whsec_…, encrypted (backend/webhooks/secret-box.ts) */
    secret: text('secret').notNull(),
    /** the secret before the last rotation, still signed with until previousSecretUntil */
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    /** attempts failed in a row and since when (core/webhooks/delivery-policy.ts, shouldDisable) */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    failingSince: at('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_agency_idx').on(t.agencyId)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the webhook-id header: the same for every attempt and redelivery */
    messageId: text('message_id').notNull().unique(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** the body exactly as signed and sent */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending → sending → delivered | pending (a retry) | failed (given up) */
    state: text('state').$type<'pending' | 'sending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** while sending: the attempt's owner holds it until then (a crashed worker's delivery is taken again after it) */
    leaseUntil: at('lease_until'),
    firstAttemptAt: at('first_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: at('at').notNull(),
    ok: boolean('ok').notNull(),
    /** the receiver's answer; null when none came (refused address, timeout, connection error) */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** what went wrong without an answer, in a few words (never the receiver's body) */
    error: text('error'),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.at)],
);
