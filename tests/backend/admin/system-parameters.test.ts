// The system parameters page's API: the two administrator roles read and
// change the tunables (a Viewer only reads), each within its range and scoreKO
// no higher than scoreProviderSC; the readers see a change at once, and each
// change leaves one audit row.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSystemParameters } from '@/backend/credit/parameters';
import { users } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';

let t: AdminTestApp;
const read = (username: string) => t.api.get('/api/SystemParameters', t.home(username));
const save = (json: ApiCallBody<'PUT', '/api/SystemParameters'>, username = 'superadmin') => t.api.put('/api/SystemParameters', { json, ...t.home(username) });
/** A body the route may not declare (a probe), sent raw. */
const put = (body: unknown, username = 'superadmin') => t.asIn(username, '/api/SystemParameters', { method: 'PUT', body });

beforeAll(async () => {
  t = await setupAdminApp();
});
afterAll(() => t.close());

describe('system parameters', () => {
  it('are read by both administrators and by no one else', async () => {
    for (const username of ['superadmin', 'admin']) {
      const response = await read(username);
      expect(response.status, username).toBe(200);
      expect(response.body).toMatchObject({ scoreKO: 40, scoreProviderSC: 70, activityMinMonths: 24, archivedDraftContractDays: 60 });
    }
    for (const username of ['agencyadmin', 'capoarea', 'agent', 'customer']) {
      expect((await read(username)).status, username).toBe(403);
      expect((await save({ scoreKO: 10 }, username)).status, username).toBe(403);
    }
  });

  it('change within their ranges, reach the readers at once, and leave a history', async () => {
    const saved = await save({ scoreKO: 35, activityMinMonths: 12 }, 'admin');
    expect(saved.status).toBe(200);
    const body = saved.body;
    expect(body).toMatchObject({ scoreKO: 35, activityMinMonths: 12, scoreProviderSC: 70 });
    expect(body.history[0]).toMatchObject({
      action: 'update',
      actor: { username: 'admin' },
      changes: { scoreKO: { from: 40, to: 35 }, activityMinMonths: { from: 24, to: 12 } },
    });
    expect(Object.keys(body.history[0]!.changes).sort()).toEqual(['activityMinMonths', 'scoreKO']);
    expect(await loadSystemParameters(t.db)).toMatchObject({ scoreKO: 35, activityMinMonths: 12 });
    // the same values again change nothing and add no row
    expect((await save({ scoreKO: 35 })).body.history).toHaveLength(1);
  });

  it('refuse values out of range, fractions, unknown keys and scoreKO above scoreProviderSC', async () => {
    for (const body of [
      { scoreKO: 101 },
      { scoreKO: -1 },
      { activityMinMonths: 601 },
      { archivedDraftContractDays: 0 },
      { scoreKO: 1.5 },
      { other: 1 },
      { scoreKO: '40' },
    ]) {
      expect((await put(body)).status, JSON.stringify(body)).toBe(400);
    }
    const crossed = await save({ scoreKO: 80 });
    expect(crossed.status).toBe(400);
    expect(crossed.error.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['scoreKO:validation_failed']);
    expect((await save({ scoreKO: 80, scoreProviderSC: 90 })).status).toBe(200);
  });

  it('let a Viewer read but not change them', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, admin!.id));
    try {
      expect((await read('admin')).status).toBe(200);
      expect((await save({ scoreKO: 20 }, 'admin')).status).toBe(403);
    } finally {
      await t.db.update(users).set({ backOfficeRole: 'Editor' }).where(eq(users.id, admin!.id));
    }
  });

  it('never answer 500 to any JSON (1,000 runs)', { timeout: 120_000 }, async () => {
    const errorLog = vi.spyOn(console, 'error');
    const value = fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.double(), fc.string({ maxLength: 10 }), fc.constant(null), fc.boolean());
    const body = fc.oneof(
      fc.record(
        { scoreKO: value, scoreProviderSC: value, activityMinMonths: value, archiveRefusedContractDays: value, archivedDraftContractDays: value },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (candidate) => {
        const response = await put(candidate);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });
});
