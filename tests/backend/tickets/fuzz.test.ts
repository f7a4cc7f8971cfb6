// Property: whatever arrives at the tickets' endpoints, the answer is
// deliberate (2xx, 400, 403, 404, 409) with the error shape, never a 500.
// Bodies are mostly valid ones with one or two fields mutated, so they reach
// the pick-up rules, the questionnaire and the database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TICKET_STATUSES } from '@/core/domain/tickets';
import { readError } from '../../support/backend/api-caller';
import { mutated } from '../../support/backend/mutations';
import { type TicketsTestApp, setupTicketsApp, supportBody, warrantyBody } from '../../support/backend/tickets-app';

const RUNS = 300;
const TIMEOUT = 300_000;

const SUPPORT_PATHS = [
  'customerId',
  'productId',
  'locale',
  'problema',
  'segni',
  'note',
  'capConsegna',
  'provinciaConsegna',
  'cellulareConsegna',
  'telefonoConsegna',
  'emailConsegna',
  'nomeRitiro',
  'capRitiro',
  'provinciaRitiro',
  'emailRitiro',
  'dataRitiro',
  'orarioDa',
  'orarioA',
  'noteRitiro',
];
const WARRANTY_PATHS = [
  'customerId',
  'productId',
  'answers',
  'answers.1',
  'answers.2',
  'descrizioneGuasto',
  'indirizzo',
  'provincia',
  'cap',
  'cellulare',
  'email',
];

describe('random bodies and queries on the tickets never cause a 500', () => {
  let t: TicketsTestApp;
  const errorLog = vi.spyOn(console, 'error');
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    t = await setupTicketsApp();
  });
  afterAll(() => t.close());

  async function check(username: string, method: string, path: string, body: unknown, allowed: number[]) {
    const raw = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? null);
    const response = await t.call(username, path, { method, body: raw });
    const key = `${method} ${path.replace(/\d+/g, ':id').replace(/\?.*/, '')} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    expect(allowed, `${method} ${path} ${raw?.slice(0, 300)}`).toContain(response.status);
    if (response.status >= 400) expect((await readError(response)).errors.length).toBeGreaterThan(0);
    else await response.arrayBuffer();
  }
  const reached = (key: string) => statuses.get(key) ?? 0;

  it(
    'opening support tickets',
    async () => {
      const valid = fc.constantFrom(...t.customer.productIds.slice(0, 3)).map((productId) => supportBody(t.customer.companyId, productId));
      await fc.assert(
        fc.asyncProperty(mutated(valid, SUPPORT_PATHS), fc.constantFrom('customer', 'admin'), (body, who) =>
          check(who, 'POST', '/api/Ticket', body, [201, 400, 404]),
        ),
        { numRuns: RUNS },
      );
      expect(reached('POST /api/Ticket 201')).toBeGreaterThan(RUNS / 10);
      expect(errorLog).not.toHaveBeenCalled();
    },
    TIMEOUT,
  );

  it(
    'asking for extended warranties',
    async () => {
      const valid = fc.constantFrom(...t.customer.productIds.slice(0, 3)).map((productId) => warrantyBody(t.customer.companyId, productId, {}));
      await fc.assert(
        fc.asyncProperty(mutated(valid, WARRANTY_PATHS), (body) => check('customer', 'POST', '/api/Ticket/Estendo', body, [201, 400, 404])),
        { numRuns: RUNS },
      );
      expect(reached('POST /api/Ticket/Estendo 400')).toBeGreaterThan(0);
      expect(errorLog).not.toHaveBeenCalled();
    },
    TIMEOUT,
  );

  it(
    'status changes and list queries',
    async () => {
      const ids = [...(await t.api.get('/api/Ticket', { query: { pageSize: 20 }, ...t.acting('admin') })).body.items.map((i) => i.id), 999_999];
      const statusBody = fc.record({ status: fc.constantFrom(...TICKET_STATUSES), note: fc.option(fc.string({ maxLength: 40 })), internal: fc.boolean() });
      await fc.assert(
        fc.asyncProperty(mutated(statusBody, ['status', 'note', 'internal']), fc.constantFrom(...ids), fc.constantFrom('customer', 'admin'), (body, id, who) =>
          check(who, 'POST', `/api/Ticket/${id}/Status`, body, [200, 400, 403, 404, 409]),
        ),
        { numRuns: RUNS },
      );
      const query = fc
        .dictionary(
          fc.constantFrom(
            'status',
            'kind',
            'agencyId',
            'customerId',
            'modelId',
            'productId',
            'q',
            'createdFrom',
            'createdTo',
            'sort',
            'direction',
            'page',
            'pageSize',
          ),
          fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('open,closed', '2026-02-30', '0', '-1', '99999999999', 'createdAt', 'asc', '%_\\')),
          { maxKeys: 4 },
        )
        .map((q) => new URLSearchParams(q).toString());
      await fc.assert(
        fc.asyncProperty(query, fc.constantFrom('customer', 'admin'), (q, who) => check(who, 'GET', `/api/Ticket?${q}`, undefined, [200, 400])),
        { numRuns: RUNS },
      );
      expect(reached('POST /api/Ticket/:id/Status 409')).toBeGreaterThan(0);
      expect(reached('GET /api/Ticket 200')).toBeGreaterThan(0);
      expect(errorLog).not.toHaveBeenCalled();
    },
    TIMEOUT,
  );
});
