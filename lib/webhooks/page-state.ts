// The webhooks page's address: which endpoint's delivery log is open and its page (?endpoint=3&page=2).
import { parseId } from '../../core/ids';
import type { WebhookEventType } from '../../core/webhooks/event-types';

export const ATTEMPTS_PAGE_SIZE = 20;

export interface WebhooksPageState {
  endpointId: number | null;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseWebhooksPageState(query: Record<string, string | string[] | undefined>): WebhooksPageState {
  const page = Number(first(query.page));
  return { endpointId: parseId(first(query.endpoint)), page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export function webhooksHref({ endpointId, page }: WebhooksPageState): string {
  if (endpointId === null) return '/webhooks';
  return `/webhooks?endpoint=${endpointId}${page > 1 ? `&page=${page}` : ''}#log`;
}

type EventKey<T extends string> = T extends `${infer Area}.${infer Name}` ? `${Area}_${Name}` : T;

/** The message key of an event type (webhooks.events.…): next-intl reads dots as nesting. */
export const eventKey = <T extends WebhookEventType>(type: T) => type.replace('.', '_') as EventKey<T>;
