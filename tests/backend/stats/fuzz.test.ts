// Property: whatever query string reaches /api/Statistics (valid filters with
// one or two broken, repeated keys, odd categories and metrics), the answer is
// deliberate (200, 400, 404) with the error shape, never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { MEASURE_KEYS, STATS_CATEGORIES, STATS_FOCUSES, STATS_METRIC_IDS } from '@/core/domain/stats';
import { readError } from '../../support/backend/api-caller';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

const RUNS = 300;

let t: ContractsTestApp;
let smartcom: number;
let ids: number[];

beforeAll(async () => {
  t = await setupContractsApp();
  smartcom = t.agency['SmartCom']!;
  ids = Object.values(t.agency);
}, 60_000);
afterAll(() => t.close());

const hostile = () =>
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      '',
      ' ',
      '2023-02-30',
      '0000-01-01',
      '9999-12-31',
      '2026-13-01',
      '1e400',
      '-1',
      '0',
      '2147483648',
      'NaN',
      "'; drop table contracts --",
      '%00',
      '\u0000',
    ),
    fc.integer().map(String),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  );

const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const valid = {
  focus: fc.constantFrom(...STATS_FOCUSES),
  year: fc.integer({ min: 1990, max: 2110 }).map(String),
  from: day,
  to: day,
  status: fc.subarray([...CONTRACT_STATUSES], { maxLength: 3 }).map((s) => s.join(',')),
  agencyId: fc.constantFrom(...[1, 2, 3, 4, 999_999].map(String)),
  provider: fc.constantFrom('GRENKE', 'grenke', 'NOPE', 'A'.repeat(21)),
  familyId: fc.integer({ min: 1, max: 40 }).map(String),
  accessoryId: fc.integer({ min: 1, max: 40 }).map(String),
  sort: fc.constantFrom('label', ...MEASURE_KEYS),
  direction: fc.constantFrom('asc', 'desc'),
  category: fc.constantFrom(...STATS_CATEGORIES),
  locale: fc.constantFrom('it', 'en', 'fr'),
};
const KEYS = Object.keys(valid) as (keyof typeof valid)[];

const query = fc
  .tuple(
    fc.record(valid, { requiredKeys: [] }),
    fc.array(fc.tuple(fc.constantFrom(...KEYS, 'unknown'), hostile()), { maxLength: 2 }),
    fc.array(fc.constantFrom(...KEYS), { maxLength: 1 }),
  )
  .map(([good, broken, repeated]) => {
    const params = new URLSearchParams(good as Record<string, string>);
    for (const [key, value] of broken) params.set(key, value);
    for (const key of repeated) if (params.has(key)) params.append(key, params.get(key)!);
    return params.toString();
  });

const path = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...STATS_CATEGORIES), fc.constantFrom(...STATS_METRIC_IDS)).map(([c, m]) => `${c}/${m}`), weight: 6 },
  { arbitrary: fc.tuple(fc.constantFrom(...STATS_CATEGORIES), fc.constantFrom(...STATS_METRIC_IDS)).map(([c, m]) => `${c}/${m}/XLS`), weight: 1 },
  { arbitrary: fc.constantFrom('Cards', 'Funnel', 'Stalled'), weight: 3 },
  { arbitrary: fc.tuple(fc.stringMatching(/^[\w.%-]{1,20}$/), fc.stringMatching(/^[\w.%-]{1,20}$/)).map(([c, m]) => `${c}/${m}`), weight: 1 },
);

describe('statistics queries', () => {
  it('never answer 5xx, and every error has the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom(smartcom, ...ids), async (where, search, agencyId) => {
        const response = await t.as('superadmin', `/api/Statistics/${where}?${search}`, { headers: { 'X-Agency-Id': String(agencyId) } });
        expect([200, 400, 404], `${where}?${search}`).toContain(response.status);
        if (response.status !== 200) {
          const body = await readError(response);
          expect(body.errors[0]!.code).toEqual(expect.any(String));
          expect(body.errors[0]!.message).toEqual(expect.any(String));
        } else {
          await response.arrayBuffer();
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
