// The endpoint form's checks: the API's body schema over what the form holds (core/schemas/webhooks.ts).
import type { z } from 'zod';
import { WebhookEndpointCreateBodySchema } from '../../core/schemas/webhooks';

export type EndpointFormValues = z.input<typeof WebhookEndpointCreateBodySchema>;

export const endpointChecks = WebhookEndpointCreateBodySchema;
