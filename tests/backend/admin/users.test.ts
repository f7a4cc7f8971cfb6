// The users page's API: each role's scope (admins everyone, agency roles their
// agency, area leaders those they lead; out of scope 404), creation with an
// invitation the user accepts, no role above one's own, the back-office roles,
// deactivation ending a live session at once, uniqueness under a race, and the audit trail.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@/backend/db/schema';
import { DEMO_USERS } from '@/backend/demo/seed';
import type { QueryValue } from '@/core/http/api-url';
import type { ApiCallBody, ApiOperationAt } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';
import { type ApiResult, readError } from '../../support/backend/api-caller';

type UserBody = ApiCallBody<'POST', '/api/User'>;
/** The list's query: the route's own keys. */
type UserQuery = { [K in keyof ApiOperationAt<'GET', '/api/User'>['query']]?: QueryValue };

let t: AdminTestApp;
let milano: number;
let roma: number;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await setupAdminApp();
  milano = t.agency['Agenzia Milano']!;
  roma = t.agency['Agenzia Roma']!;
  for (const u of DEMO_USERS) id[u.username] = await t.userId(u.username);
});
afterAll(() => t.close());

const list = async (username: string, query: UserQuery = {}) => {
  const response = await t.api.get('/api/User', { query: { pageSize: 100, ...query }, ...t.home(username) });
  expect(response.status, String(response)).toBe(200);
  return response.body;
};
const names = (page: { items: { username: string }[] }) => page.items.map((u) => u.username).sort();
const create = (username: string, json: UserBody) => t.api.post('/api/User', { json, ...t.home(username) });
const update = (username: string, userId: number, json: ApiCallBody<'PUT', '/api/User/{userId}'>) =>
  t.api.put('/api/User/{userId}', { params: { userId }, json, ...t.home(username) });
const user = (username: string, userId: number | string, agencyName?: string) =>
  t.api.get('/api/User/{userId}', { params: { userId }, ...t.home(username, agencyName) });
const codes = async (answer: ApiResult<unknown> | Response) => (answer instanceof Response ? await readError(answer) : answer.error).errors.map((e) => e.code);
let counter = 0;
const fresh = (extra: Partial<UserBody> = {}): UserBody => {
  counter += 1;
  return { username: `nuovo.${counter}`, email: `nuovo.${counter}@example.com`, memberships: [{ agencyId: milano, role: 'agent' }], ...extra };
};

describe('who sees whom', () => {
  it('shows administrators every user with every agency', async () => {
    const page = await list('superadmin');
    expect(page.total).toBe((await t.db.select({ id: users.id }).from(users)).length);
    expect(page.items.find((u) => u.username === 'agent')!.memberships.map((m) => m.agency.name)).toEqual(['Agenzia Milano', 'Nikon']);
    expect(names(await list('admin'))).toEqual(names(page));
  });

  it("shows an agency administrator their agency's members, with that agency only", async () => {
    const page = await list('agencyadmin');
    expect(names(page)).toEqual(['agencyadmin', 'agent', 'capoarea', 'customer', 'junior']);
    expect(page.items.find((u) => u.username === 'agent')!.memberships.map((m) => m.agency.name)).toEqual(['Agenzia Milano']);
  });

  it('shows an area leader those they lead, and a group manager without a team nobody', async () => {
    expect(names(await list('capoarea'))).toEqual(['agent', 'junior']);
    expect((await list('groupmanager')).total).toBe(0);
  });

  it('refuses roles without the users section (403) and answers 404 outside the scope', async () => {
    for (const username of ['agent', 'junior', 'nikon', 'customer']) expect((await t.api.get('/api/User', t.home(username))).status, username).toBe(403);
    expect((await user('agencyadmin', id.groupmanager!)).status).toBe(404);
    expect((await user('capoarea', id.agencyadmin!)).status).toBe(404);
    expect((await user('agencyadmin', 999999)).status).toBe(404);
    expect((await user('agencyadmin', 'abc')).status).toBe(404);
    // Another agency named in X-Agency-Id: no membership, no answer.
    expect((await t.api.get('/api/User', t.home('agencyadmin', 'Agenzia Roma'))).status).toBe(404);
  });

  it('filters by role, agency, area leader and state, searches and sorts', async () => {
    expect(names(await list('superadmin', { role: 'junior_agent' }))).toEqual(['junior']);
    expect(names(await list('superadmin', { agencyId: roma }))).toEqual(['groupmanager']);
    expect(names(await list('superadmin', { areaLeaderId: id.capoarea }))).toEqual(['agent', 'junior']);
    expect(names(await list('superadmin', { q: 'NIKON' }))).toEqual(['nikon']);
    const sorted = (await list('superadmin', { sort: 'username', direction: 'desc' })).items.map((u) => u.username);
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a)));
    // a sort column the route does not declare: a probe, sent raw
    expect((await t.asIn('superadmin', '/api/User?sort=password')).status).toBe(400);
  });
});

describe('creating a user', () => {
  it('invites the user by e-mail; they choose a password and sign in', async () => {
    const body = fresh({ username: 'mario.bianchi', email: 'mario.bianchi@example.com', locale: 'en' });
    const response = await create('superadmin', body);
    expect(response.status, String(response)).toBe(201);
    const created = response.body;
    expect(created).toMatchObject({ username: 'mario.bianchi', awaitingPassword: true, deactivated: false });
    expect((await t.login('mario.bianchi', 'Whatever1!')).status).toBe(401);
    const message = t.sent.at(-1)!;
    expect(message.subject).toBe('Your access to the Agency Portal');
    expect(message.text).toContain('/en/recovery-password?token=');
    const reset = await t.api.post('/api/Account/ResetPassword', {
      json: { token: t.invitationToken('mario.bianchi@example.com'), password: 'Nuova2026!', confirmPassword: 'Nuova2026!' },
    });
    expect(reset.status).toBe(204);
    expect((await t.login('mario.bianchi', 'Nuova2026!')).status).toBe(200);
  });

  it('lets an agency administrator give roles up to their own, in their agency only', async () => {
    expect((await create('agencyadmin', fresh({ memberships: [{ agencyId: milano, role: 'agency_admin' }] }))).status).toBe(201);
    const above = await create('agencyadmin', fresh({ memberships: [{ agencyId: t.agency.SmartCom!, role: 'administrator' }] }));
    expect(above.status).toBe(400);
    expect(await codes(above)).toEqual(['unknown_membership_agency']);
    const administrator = await create('agencyadmin', fresh({ memberships: [{ agencyId: milano, role: 'administrator' }] }));
    expect(administrator.status).toBe(403);
    expect(await codes(administrator)).toEqual(['role_above_own']);
    const elsewhere = await create('agencyadmin', fresh({ memberships: [{ agencyId: roma, role: 'agent' }] }));
    expect(await codes(elsewhere)).toEqual(['unknown_membership_agency']);
  });

  it("keeps administrators' roles to the platform agency, and customers to contracts and sign-ups", async () => {
    expect(await codes(await create('superadmin', fresh({ memberships: [{ agencyId: milano, role: 'administrator' }] })))).toEqual([
      'unknown_membership_agency',
    ]);
    expect((await create('superadmin', fresh({ memberships: [{ agencyId: milano, role: 'customer' }] }))).status).toBe(400);
    expect((await create('admin', fresh({ memberships: [{ agencyId: t.agency.SmartCom!, role: 'superAdministrator' }] }))).status).toBe(403);
  });

  it('makes an area leader the leader of whom they create, and refuses them anyone else as leader', async () => {
    const response = await create('capoarea', fresh());
    expect(response.status).toBe(201);
    const created = response.body;
    expect(created.areaLeader?.username).toBe('capoarea');
    expect(names(await list('capoarea'))).toContain(created.username);
    expect(await codes(await create('capoarea', fresh({ areaLeaderId: id.agencyadmin })))).toEqual(['unknown_area_leader']);
    expect(await codes(await create('superadmin', fresh({ areaLeaderId: id.agent })))).toEqual(['unknown_area_leader']);
  });

  it("answers 409 naming the taken username and e-mail, whatever their casing ('E-mail già in utilizzo')", async () => {
    const taken = await create('superadmin', fresh({ username: 'AGENT', email: 'Agent@Example.com' }));
    expect(taken.status).toBe(409);
    const body = taken.error;
    expect(body.errors).toEqual([
      { field: 'username', code: 'username_in_use', message: 'Username già in utilizzo' },
      { field: 'email', code: 'email_in_use', message: 'E-mail già in utilizzo' },
    ]);
  });

  it('of two creates of one username at once, one answers 201 and the other 409', async () => {
    const [a, b] = await Promise.all([create('superadmin', fresh({ username: 'gemello' })), create('superadmin', fresh({ username: 'Gemello' }))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    // either casing may win the race; exactly one of them is stored
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = 'gemello'`),
    ).toHaveLength(1);
  });

  it('validates the patterns and refuses unknown fields', async () => {
    expect(await codes(await create('superadmin', fresh({ email: 'not-an-email' })))).toEqual(['invalid_email']);
    // a field the route does not take: a probe, sent raw
    expect((await t.asIn('superadmin', '/api/User', { method: 'POST', body: { ...fresh(), password: 'Chosen2026!' } })).status).toBe(400);
    expect((await create('superadmin', fresh({ memberships: [] }))).status).toBe(400);
  });
});

describe('editing, back-office roles and deactivation', () => {
  it("ends a deactivated user's live session at once; sign-in answers login_forbidden; reactivation restores access", async () => {
    const created = await t.createUser('da.disattivare');
    const { accessToken } = await t.signIn('da.disattivare');
    await t.db.insert((await import('@/backend/db/schema')).userAgencyRoles).values({ userId: created.id, agencyId: milano, role: 'agent' });
    expect((await t.api.get('/api/Account/User', { token: accessToken })).status).toBe(200);

    const off = await update('superadmin', created.id, { deactivated: true });
    expect(off.status, String(off)).toBe(200);
    expect((await t.api.get('/api/Account/User', { token: accessToken })).status).toBe(401);
    const refused = await t.login('da.disattivare');
    expect(refused.status).toBe(403);
    expect(refused.error.errors[0]).toMatchObject({ code: 'login_forbidden', message: "Impossibile accedere. Contattare l'assistenza." });

    expect((await update('superadmin', created.id, { deactivated: false })).status).toBe(200);
    // The old session stays ended; a new sign-in works.
    expect((await t.api.get('/api/Account/User', { token: accessToken })).status).toBe(401);
    expect((await t.login('da.disattivare')).status).toBe(200);
    const history = (await user('superadmin', created.id)).body.history.map((h) => h.action);
    expect(history).toEqual(['reactivate', 'deactivate']);
  });

  it('refuses deactivating oneself', async () => {
    const response = await update('superadmin', id.superadmin!, { deactivated: true });
    expect(response.status).toBe(400);
    expect(await codes(response)).toEqual(['cannot_deactivate_self']);
    expect((await user('superadmin', id.superadmin!)).body.allowed.deactivate).toBe(false);
  });

  it('lets an Editor edit but neither deactivate nor change roles; a Viewer only reads', async () => {
    // admin is an Editor (docs/domain.md).
    const target = (await create('superadmin', fresh())).body;
    expect((await update('admin', target.id, { email: 'cambiata@example.com' })).status).toBe(200);
    expect((await update('admin', target.id, { deactivated: true })).status).toBe(403);
    expect((await update('admin', target.id, { memberships: [{ agencyId: milano, role: 'junior_agent' }] })).status).toBe(403);
    expect((await user('admin', target.id)).body.allowed).toEqual({
      edit: true,
      account: true,
      deactivate: false,
      changeRoles: false,
    });

    await t.db.update(users).set({ backOfficeRole: 'Viewer' }).where(eq(users.id, id.admin!));
    try {
      expect((await list('admin')).total).toBeGreaterThan(0);
      expect((await update('admin', target.id, { email: 'ancora@example.com' })).status).toBe(403);
      expect((await create('admin', fresh())).status).toBe(403);
    } finally {
      await t.db.update(users).set({ backOfficeRole: 'Editor' }).where(eq(users.id, id.admin!));
    }
  });

  it('refuses editing a user who outranks the caller', async () => {
    const response = await update('admin', id.superadmin!, { email: 'x@example.com' });
    expect(response.status).toBe(403);
    expect(await codes(response)).toEqual(['role_above_own']);
    expect((await update('agencyadmin', id.superadmin!, { email: 'x@example.com' })).status).toBe(404);
  });

  it("an agency administrator changes the user's role in their agency and leaves the others", async () => {
    const response = await update('agencyadmin', id.agent!, { memberships: [{ agencyId: milano, role: 'junior_agent' }] });
    expect(response.status, String(response)).toBe(200);
    const seenByAdmin = (await user('superadmin', id.agent!)).body;
    expect(seenByAdmin.memberships.map((m) => `${m.agency.name}: ${m.role}`)).toEqual(['Agenzia Milano: junior_agent', 'Nikon: agent']);
    await update('agencyadmin', id.agent!, { memberships: [{ agencyId: milano, role: 'agent' }] });
  });

  it('refuses a username or e-mail of someone else with 409, and keeps one of the user', async () => {
    expect(await codes(await update('superadmin', id.junior!, { username: 'Capoarea' }))).toEqual(['username_in_use']);
    expect((await update('superadmin', id.junior!, { username: 'junior', email: 'junior@example.com' })).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records who created and changed a user, before and after, without secrets', async () => {
    const created = (await create('superadmin', fresh({ username: 'tracciato' }))).body;
    await update('agencyadmin', created.id, { email: 'tracciato.nuovo@example.com' });
    const detail = (await user('superadmin', created.id)).body;
    expect(detail.history.map((h) => [h.action, h.actor.username])).toEqual([
      ['update', 'agencyadmin'],
      ['create', 'superadmin'],
    ]);
    expect(detail.history[0]!.changes).toEqual({ email: { from: created.email, to: 'tracciato.nuovo@example.com' } });
    expect(detail.history[1]!.changes.memberships).toEqual({ to: ['Agenzia Milano: agent'] });
    const rows = JSON.stringify(await t.db.select().from(auditLog));
    expect(rows).not.toMatch(/argon2|password|token/i);
  });
});
