// Account fields across agencies (issue #28): the username, e-mail,
// deactivation and invitation of a user who belongs to Agenzia Milano and
// Nikon are the person's, not Milano's. Every role of Milano that reaches the
// users API is refused them (403 account_outside_scope, nothing written, no
// token, no e-mail) and still changes the user's role in Milano; a platform
// administrator changes the e-mail and the old address is told; the users
// import refuses the same change.
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, userAgencyRoles, users } from '@/backend/db/schema';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import { STAFF_ROLES } from '@/core/domain/administration';
import { can } from '@/core/permissions';
import { isAdminRole } from '@/core/roles';
import type { ApiAnswer, ApiCallBody } from '@/lib/api-types';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';
import type { ApiResult } from '../../support/backend/api-caller';

const MILANO = 'Agenzia Milano';
/** Every role of Agenzia Milano that may write users: two seeded, two made here. */
const PROBERS = [
  { username: 'agencyadmin', role: 'agency_admin', made: false },
  { username: 'milano.agency', role: 'agency', made: true },
  { username: 'capoarea', role: 'capo_area', made: false },
  { username: 'milano.gm', role: 'group_manager', made: true },
] as const;
const TEAM_SCOPED = new Set(['capo_area', 'group_manager']);

let t: AdminTestApp;
let milano: number;
let nikon: number;
/** per prober: a user of Milano and Nikon in their scope, invited and without a password yet */
const target: Record<string, number> = {};

beforeAll(async () => {
  t = await setupAdminApp();
  milano = t.agency[MILANO]!;
  nikon = t.agency.Nikon!;
  for (const prober of PROBERS) {
    if (prober.made) {
      const { id } = await t.createUser(prober.username);
      await t.db.insert(userAgencyRoles).values({ userId: id, agencyId: milano, role: prober.role });
    }
    const leader = TEAM_SCOPED.has(prober.role) ? await t.userId(prober.username) : null;
    const { id } = await t.createUser(`doppio.${prober.username}`, undefined, { emailConfirmedAt: null });
    await t.db.update(users).set({ areaLeaderId: leader }).where(eq(users.id, id));
    await t.db.insert(userAgencyRoles).values([
      { userId: id, agencyId: milano, role: 'agent' },
      { userId: id, agencyId: nikon, role: 'agent' },
    ]);
    target[prober.username] = id;
  }
}, 60_000);
afterAll(() => t.close());

/** A user as `username` sees it, acting in Milano (or their own agency). */
const detailOf = async (username: string, userId: number, agencyName = MILANO) =>
  (await t.api.get('/api/User/{userId}', { params: { userId }, ...t.home(username, agencyName) })).body;
const update = (username: string, userId: number, json: ApiCallBody<'PUT', '/api/User/{userId}'>, agencyName = MILANO, headers: Record<string, string> = {}) =>
  t.api.put('/api/User/{userId}', { params: { userId }, json, headers, ...t.home(username, agencyName) });
const errorsOf = (answer: ApiResult<unknown>) => answer.error.errors.map((e) => [e.field, e.code]);
const accountOf = async (id: number) =>
  (await t.db.select({ username: users.username, email: users.email, deactivated: users.deactivated }).from(users).where(eq(users.id, id)))[0]!;
const tokensOf = async (id: number) =>
  (await t.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).length;
const rolesOf = async (id: number) =>
  (await t.db.select({ agencyId: userAgencyRoles.agencyId, role: userAgencyRoles.role }).from(userAgencyRoles).where(eq(userAgencyRoles.userId, id)))
    .map((r) => `${r.agencyId === milano ? MILANO : r.agencyId === nikon ? 'Nikon' : r.agencyId}: ${r.role}`)
    .sort();

describe('a user of two agencies, probed from one of them', () => {
  it('probes every role of an agency that may write users', () => {
    const writers = STAFF_ROLES.filter((role) => !isAdminRole(role) && (can(role, 'users', 'update') || can(role, 'users', 'any')));
    expect(PROBERS.map((p) => p.role).sort()).toEqual([...writers].sort());
  });

  it.each(PROBERS)("$role of Agenzia Milano: neither e-mail, username, deactivation nor invitation, but the user's role in Milano", async ({ username }) => {
    const id = target[username]!;
    const before = await accountOf(id);
    const tokensBefore = await tokensOf(id);
    const sentBefore = t.sent.length;

    for (const [body, field] of [
      [{ email: `preso.${username}@example.com` }, 'email'],
      [{ username: `preso.${username}` }, 'username'],
      [{ deactivated: true }, 'deactivated'],
    ] as const) {
      const response = await update(username, id, body);
      expect(response.status, `${JSON.stringify(body)}: ${String(response)}`).toBe(403);
      expect(errorsOf(response)).toEqual([[field, 'account_outside_scope']]);
    }
    const invite = await t.api.post('/api/User/{userId}/Invitation', { params: { userId: id }, json: { locale: 'en' }, ...t.home(username, MILANO) });
    expect(invite.status, String(invite)).toBe(403);
    expect(errorsOf(invite)).toEqual([[undefined, 'account_outside_scope']]);

    expect(await accountOf(id)).toEqual(before);
    expect(await tokensOf(id)).toBe(tokensBefore);
    expect(t.sent.slice(sentBefore)).toEqual([]);

    // What the users page offers them matches.
    const detail = await detailOf(username, id);
    expect(detail.allowed).toEqual({ edit: true, account: false, deactivate: false, changeRoles: true });

    // The role in their own agency is still theirs to change, with the unchanged account fields in the body (as the form sends them).
    const role = await update(username, id, { username: before.username, email: before.email, memberships: [{ agencyId: milano, role: 'junior_agent' }] });
    expect(role.status, String(role)).toBe(200);
    expect(await rolesOf(id)).toEqual([`${MILANO}: junior_agent`, 'Nikon: agent']);
    expect(await accountOf(id)).toEqual(before);
  });

  it("the issue's case: neither the agency administrator nor the area leader turns the seeded agent's e-mail to their own address", async () => {
    const agent = await t.userId('agent');
    const before = await accountOf(agent);
    for (const username of ['agencyadmin', 'capoarea']) {
      const response = await update(username, agent, { email: `rubata.${username}@example.com` });
      expect(response.status, username).toBe(403);
      expect(errorsOf(response)).toEqual([['email', 'account_outside_scope']]);
      // So the forgotten-password e-mail to that address reaches nobody.
      const sentBefore = t.sent.length;
      expect((await t.api.post('/api/Account/SendResetPassword', { json: { email: `rubata.${username}@example.com` } })).status).toBe(204);
      expect(t.sent.slice(sentBefore)).toEqual([]);
    }
    expect(await accountOf(agent)).toEqual(before);
  });

  it("leaves an agency's own users to it: an agency administrator changes the e-mail of a user of Milano alone, and the old address is told", async () => {
    const { id } = await t.createUser('solo.milano');
    await t.db.insert(userAgencyRoles).values({ userId: id, agencyId: milano, role: 'agent' });
    expect((await detailOf('agencyadmin', id)).allowed.account).toBe(true);
    const sentBefore = t.sent.length;
    const response = await update('agencyadmin', id, { email: 'solo.nuovo@example.com' });
    expect(response.status, String(response)).toBe(200);
    expect((await accountOf(id)).email).toBe('solo.nuovo@example.com');
    const notices = t.sent.slice(sentBefore);
    expect(notices.map((m) => [m.to, m.subject])).toEqual([['solo.milano@example.com', "L'indirizzo e-mail del tuo account del Portale Agenzie è cambiato"]]);
  });
});

describe('platform administrators', () => {
  it("change the e-mail of a user of two agencies; the old address is told, in the administrator's language", async () => {
    const agent = await t.userId('agent');
    const old = (await accountOf(agent)).email;
    expect((await detailOf('superadmin', agent, 'SmartCom')).allowed).toEqual({
      edit: true,
      account: true,
      deactivate: true,
      changeRoles: true,
    });
    const sentBefore = t.sent.length;
    const response = await update('superadmin', agent, { email: 'agent.nuovo@example.com' }, 'SmartCom', { 'accept-language': 'en' });
    expect(response.status, String(response)).toBe(200);
    expect((await accountOf(agent)).email).toBe('agent.nuovo@example.com');
    const [notice, ...others] = t.sent.slice(sentBefore);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ to: old, subject: 'The e-mail address of your Agency Portal account has changed' });
    expect(notice!.text).toContain('Dear agent,');
    expect(notice!.text).toContain('https://portal.example/en/login');
    expect(notice!.text).not.toContain('agent.nuovo@example.com');
    expect(notice!.html).toContain('<html lang="en">');

    // No e-mail change, no notice.
    const quiet = t.sent.length;
    expect((await update('superadmin', agent, { email: 'agent.nuovo@example.com' }, 'SmartCom')).status).toBe(200);
    expect(t.sent.length).toBe(quiet);
    expect((await update('superadmin', agent, { email: old }, 'SmartCom')).status).toBe(200);
    expect(t.sent.slice(quiet).map((m) => m.to)).toEqual(['agent.nuovo@example.com']);
  });
});

describe('the users import', () => {
  async function sheetOf(rows: (string | null)[][]): Promise<ArrayBuffer> {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['username', 'email', 'agency', 'role', 'backOfficeRole', 'areaLeader']);
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await workbook.xlsx.writeBuffer()).slice().buffer as ArrayBuffer;
  }
  type Job = ApiAnswer<'POST', '/api/Import/XLS'>;
  async function dryRun(username: string, agency: string, rows: (string | null)[][]): Promise<Job> {
    const response = await t.api.post('/api/Import/XLS', {
      query: { kind: 'users', fileName: 'utenti.xlsx' },
      ...t.home(username, agency),
      headers: { 'content-type': XLSX_TYPE },
      body: await sheetOf(rows),
    });
    expect(response.status, String(response)).toBe(201);
    return response.body;
  }
  const commit = (username: string, agency: string, job: Job) =>
    t.api.post('/api/Import/XLS/{jobId}/commit', { params: { jobId: job.id }, ...t.home(username, agency) });
  const reportOf = (job: Job) => job.report.map((r) => [r.row, r.action, r.errors.map((e) => [e.field, e.code])]);

  it("refuses Milano's agency roles the e-mail of a user of Milano and Nikon, and takes the role change", async () => {
    const agent = await t.userId('agent');
    const before = await accountOf(agent);
    for (const username of ['agencyadmin', 'milano.agency']) {
      const job = await dryRun(username, MILANO, [['agent', `preso.import@example.com`, MILANO, 'agent', null, 'capoarea']]);
      expect(reportOf(job), username).toEqual([[2, 'error', [['email', 'account_outside_scope']]]]);
      expect((await commit(username, MILANO, job)).status).toBe(409);
    }
    expect(await accountOf(agent)).toEqual(before);

    const job = await dryRun('agencyadmin', MILANO, [['agent', before.email, MILANO, 'junior_agent', null, 'capoarea']]);
    expect(reportOf(job)).toEqual([[2, 'change', []]]);
    const done = await commit('agencyadmin', MILANO, job);
    expect(done.status, String(done)).toBe(200);
    expect(await rolesOf(agent)).toEqual([`${MILANO}: junior_agent`, 'Nikon: agent']);
    await t.db.update(userAgencyRoles).set({ role: 'agent' }).where(eq(userAgencyRoles.userId, agent));
  });

  it('lets a platform administrator change that e-mail; the old address is told once the import is committed', async () => {
    const agent = await t.userId('agent');
    const old = (await accountOf(agent)).email;
    const job = await dryRun('superadmin', 'SmartCom', [['agent', 'agent.foglio@example.com', MILANO, 'agent', null, 'capoarea']]);
    expect(reportOf(job)).toEqual([[2, 'change', []]]);
    const sentBefore = t.sent.length;
    const done = await commit('superadmin', 'SmartCom', job);
    expect(done.status, String(done)).toBe(200);
    expect((await accountOf(agent)).email).toBe('agent.foglio@example.com');
    expect(t.sent.slice(sentBefore).map((m) => [m.to, m.subject])).toEqual([[old, "L'indirizzo e-mail del tuo account del Portale Agenzie è cambiato"]]);
  });
});
