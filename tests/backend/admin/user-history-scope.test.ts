// A user's history on the users page shows an agency admin what the membership
// list shows them: their own agency. What a platform administrator changed in
// another agency (Nikon) stays out of Agenzia Milano's view; the platform
// administrator reads it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCallBody } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';

let t: AdminTestApp;
let agentId: number;

beforeAll(async () => {
  t = await setupAdminApp();
  agentId = await t.userId('agent');
  const milano = t.agency['Agenzia Milano']!;
  const nikon = t.agency.Nikon!;
  // One change about Nikon only, one about Milano only, both by the superadministrator.
  const put = (memberships: ApiCallBody<'PUT', '/api/User/{userId}'>['memberships']) =>
    t.api.put('/api/User/{userId}', { params: { userId: agentId }, json: { memberships }, ...t.home('superadmin') });
  expect(
    (
      await put([
        { agencyId: milano, role: 'agent' },
        { agencyId: nikon, role: 'junior_agent' },
      ])
    ).status,
  ).toBe(200);
  expect(
    (
      await put([
        { agencyId: milano, role: 'junior_agent' },
        { agencyId: nikon, role: 'junior_agent' },
      ])
    ).status,
  ).toBe(200);
}, 60_000);
afterAll(() => t.close());

const detailAs = async (username: string) => {
  const response = await t.api.get('/api/User/{userId}', { params: { userId: agentId }, ...t.home(username) });
  expect(response.status).toBe(200);
  return response.body;
};

describe("a two-agency user's history", () => {
  it("names no other agency to Agenzia Milano's admin, and drops the entry that was only about Nikon", async () => {
    const detail = await detailAs('agencyadmin');
    expect(detail.memberships.map((m) => m.agency.name)).toEqual(['Agenzia Milano']);
    expect(JSON.stringify(detail.history)).not.toContain('Nikon');
    const membershipChanges = detail.history.filter((entry) => entry.changes.memberships);
    expect(membershipChanges).toHaveLength(1);
    expect(membershipChanges[0]!.changes.memberships).toEqual({ from: ['Agenzia Milano: agent'], to: ['Agenzia Milano: junior_agent'] });
  });

  it('shows the platform administrator both changes, Nikon included', async () => {
    const detail = await detailAs('superadmin');
    const membershipChanges = detail.history.filter((entry) => entry.changes.memberships);
    expect(membershipChanges).toHaveLength(2);
    expect(JSON.stringify(membershipChanges)).toContain('Nikon: junior_agent');
  });
});
