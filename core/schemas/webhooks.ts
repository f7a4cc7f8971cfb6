// The webhooks page's API (/api/Agency/{agencyId}/Webhooks): an agency's
// endpoints, their signing secret (answered once: on creation and rotation),
// the delivery log and redelivery (docs/integrations.md, "Webhooks").
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/events';
import { requiredText, text } from './fields';
import { idPathParam } from './params';

const at = z.string().meta({ format: 'date-time' });

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });

export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string().meta({ example: 'https://erp.example.com/hooks/portal' }),
    description: z.string(),
    events: z.array(WebhookEventTypeSchema),
    enabled: z.boolean(),
    disabledReason: z
      .enum(['manual', 'failures'])
      .nullable()
      .meta({ description: 'Why it is off: switched off by a person, or by the portal after a day of failed attempts; null when on' }),
    previousSecretUntil: at.nullable().meta({ description: 'After a rotation, the old secret also signs until then' }),
    createdAt: at,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' });

const secret = z
  .string()
  .meta({ description: 'The signing secret whsec_…: shown this once, keep it in the receiving system', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });

export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({ secret }).meta({ id: 'WebhookEndpointCreated' });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookSecretRotatedSchema = z
  .object({ secret, previousSecretUntil: at.meta({ description: 'The old secret also signs until then' }) })
  .meta({ id: 'WebhookSecretRotated' });
export type WebhookSecretRotated = z.infer<typeof WebhookSecretRotatedSchema>;

const fields = {
  url: requiredText(2000).meta({
    description: 'https only, on a public address (docs/security.md, "Webhooks")',
    example: 'https://erp.example.com/hooks/portal',
  }),
  description: text(200).meta({ example: 'ERP: contract statuses' }),
  // A type named twice is taken once.
  events: z
    .array(WebhookEventTypeSchema)
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((list) => [...new Set(list)]),
};

export const WebhookEndpointCreateBodySchema = z
  .strictObject({ ...fields, description: fields.description.default('') })
  .meta({ id: 'WebhookEndpointCreateBody' });
export type WebhookEndpointCreateBody = z.input<typeof WebhookEndpointCreateBodySchema>;

export const WebhookEndpointUpdateBodySchema = z
  .strictObject({ ...fields, enabled: z.boolean().meta({ description: 'false switches it off; true on again (its failure count starts over)' }) })
  .partial()
  .meta({ id: 'WebhookEndpointUpdateBody' });
export type WebhookEndpointUpdateBody = z.input<typeof WebhookEndpointUpdateBodySchema>;

export const WebhookAttemptSchema = z
  .object({
    id: z.number().int(),
    deliveryId: z.number().int(),
    eventType: WebhookEventTypeSchema,
    messageId: z.string().meta({ description: 'The webhook-id header: the same on every attempt of the event' }),
    attempt: z.number().int().meta({ description: "The delivery's attempt number, from 1" }),
    at,
    ok: z.boolean().meta({ description: 'The receiver answered 2xx' }),
    statusCode: z.number().int().nullable().meta({ description: "The receiver's answer; null: no answer (timeout, connection refused, refused address)" }),
    durationMs: z.number().int(),
    error: z.string().nullable(),
    deliveryState: z
      .enum(['pending', 'sending', 'delivered', 'failed'])
      .meta({ description: 'Where the delivery stands now: pending means a retry is planned' }),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookAttemptListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const WebhookAttemptListSchema = z.object({ items: z.array(WebhookAttemptSchema), total: z.number().int() }).meta({ id: 'WebhookAttemptList' });

export const WebhookRedeliveredSchema = z.object({ deliveryId: z.number().int() }).meta({ id: 'WebhookRedelivered' });

export const WebhookEndpointPathParamsSchema = z.object({ agencyId: idPathParam('agencyId', '2'), endpointId: idPathParam('endpointId', '1') });
export const WebhookDeliveryPathParamsSchema = WebhookEndpointPathParamsSchema.extend({ deliveryId: idPathParam('deliveryId', '12') });
