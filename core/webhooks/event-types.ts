// The webhook event types' names (docs/integrations.md, "Webhooks") without
// their data's schemas (./events.ts): the endpoint form lists them, and a page
// must not load zod before its form's first check (docs/decisions.md, "Forms").
export const WEBHOOK_EVENT_TYPES = [
  'contract.created',
  'contract.status_changed',
  'contract.documents_requested',
  'order.shipped',
  'ticket.status_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
