// The webhook events (docs/integrations.md, "Webhooks"): each type's name and
// the shape of its data, declared once. A receiver reads the envelope
// { type, version, timestamp, data }; a type's data only ever gains fields
// within its version, and a change that removes or retypes one gets a new
// version. The data carries ids, numbers and statuses, never personal data:
// the receiver asks the API for the rest with its key.
import { z } from 'zod';
import { CONTRACT_STATUSES } from '../domain/contracts';
import { DOCUMENT_KINDS } from '../domain/contract-documents';
import { TICKET_STATUSES } from '../domain/tickets';
import type { WebhookEventType } from './event-types';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-types';

const id = z.number().int().positive();
const at = z.iso.datetime();

const contract = { contractId: id, contractNumber: z.string() };

export const WEBHOOK_EVENTS = {
  'contract.created': z.object({ ...contract, status: z.enum(CONTRACT_STATUSES), createdAt: at }),
  'contract.status_changed': z.object({
    ...contract,
    from: z.enum(CONTRACT_STATUSES),
    to: z.enum(CONTRACT_STATUSES),
    /** true: the credit provider, a job or a rule moved it; false: a person did. */
    bySystem: z.boolean(),
    changedAt: at,
  }),
  'contract.documents_requested': z.object({ ...contract, documents: z.array(z.enum(DOCUMENT_KINDS)), requestedAt: at }),
  'order.shipped': z.object({
    ...contract,
    units: z.array(z.object({ unitId: id, ddtNumber: z.string(), ddtDate: z.iso.date() })).min(1),
  }),
  'ticket.status_changed': z.object({
    ticketId: id,
    ticketNumber: z.string(),
    contractId: id,
    from: z.enum(TICKET_STATUSES),
    to: z.enum(TICKET_STATUSES),
    changedAt: at,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENTS)[T]>;

/** The version every type is at; a breaking change to one type's data raises it for that type. */
export const WEBHOOK_EVENT_VERSION = 1;

export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  type: T;
  data: WebhookEventData<T>;
}

/** What a receiver gets as the body: the Standard Webhooks envelope. */
export const webhookEnvelopeSchema = <T extends WebhookEventType>(type: T) =>
  z.object({ type: z.literal(type), version: z.literal(WEBHOOK_EVENT_VERSION), timestamp: at, data: WEBHOOK_EVENTS[type] });

export type WebhookEnvelope<T extends WebhookEventType = WebhookEventType> = {
  type: T;
  version: typeof WEBHOOK_EVENT_VERSION;
  timestamp: string;
  data: WebhookEventData<T>;
};

/** The event checked against its type's schema: a malformed payload fails where it is emitted, never at the receiver. */
export function webhookEnvelope<T extends WebhookEventType>(event: WebhookEvent<T>, at: Date): WebhookEnvelope<T> {
  const data = WEBHOOK_EVENTS[event.type].parse(event.data) as WebhookEventData<T>;
  return { type: event.type, version: WEBHOOK_EVENT_VERSION, timestamp: at.toISOString(), data };
}
