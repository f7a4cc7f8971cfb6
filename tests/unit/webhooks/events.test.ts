// The webhook events (core/webhooks/events.ts) and the retry schedule (core/webhooks/delivery-policy.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISABLE, DEFAULT_RETRY, nextAttemptAt, shouldDisable } from '@/core/webhooks/delivery-policy';
import { WEBHOOK_EVENT_TYPES, webhookEnvelope, webhookEnvelopeSchema } from '@/core/webhooks/events';

const AT = new Date('2026-03-02T10:00:00.000Z');

describe('webhook events', () => {
  it('names the five events, each in a versioned envelope that its schema reads back', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual([
      'contract.created',
      'contract.status_changed',
      'contract.documents_requested',
      'order.shipped',
      'ticket.status_changed',
    ]);
    const event = webhookEnvelope(
      {
        type: 'contract.status_changed',
        data: { contractId: 7, contractNumber: '2026/000007', from: 'created', to: 'missingDocs', bySystem: true, changedAt: AT.toISOString() },
      },
      AT,
    );
    expect(event).toEqual({
      type: 'contract.status_changed',
      version: 1,
      timestamp: '2026-03-02T10:00:00.000Z',
      data: expect.objectContaining({ to: 'missingDocs' }),
    });
    expect(webhookEnvelopeSchema('contract.status_changed').parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses a payload that does not match its type where it is emitted', () => {
    expect(() => webhookEnvelope({ type: 'order.shipped', data: { contractId: 7, contractNumber: '2026/000007', units: [] } }, AT)).toThrow();
    expect(() =>
      webhookEnvelope(
        { type: 'contract.documents_requested', data: { contractId: 7, contractNumber: 'x', documents: ['passport' as never], requestedAt: AT.toISOString() } },
        AT,
      ),
    ).toThrow();
  });
});

describe('the retry schedule', () => {
  it('doubles the wait from 30 seconds up to 4 hours and gives up a day after the first attempt', () => {
    const waits: number[] = [];
    let now = AT;
    for (let attempt = 1; ; attempt++) {
      const next = nextAttemptAt(DEFAULT_RETRY, attempt, AT, now);
      if (!next) break;
      waits.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(waits.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(Math.max(...waits)).toBe(4 * 3600);
    expect(now.getTime() - AT.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(waits.length + 1).toBeGreaterThanOrEqual(10);
  });

  it('switches an endpoint off after ten failures in a row spread over a day', () => {
    const dayLater = new Date(AT.getTime() + 24 * 3_600_000);
    expect(shouldDisable(DEFAULT_DISABLE, 10, AT, dayLater)).toBe(true);
    expect(shouldDisable(DEFAULT_DISABLE, 50, AT, new Date(AT.getTime() + 3_600_000))).toBe(false);
    expect(shouldDisable(DEFAULT_DISABLE, 9, AT, dayLater)).toBe(false);
    expect(shouldDisable(DEFAULT_DISABLE, 10, null, dayLater)).toBe(false);
  });
});
