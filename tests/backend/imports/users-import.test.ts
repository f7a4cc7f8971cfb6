// The users import over HTTP, with two agencies: the template (empty, or
// filled with the users the caller administers, never a password), a dry run
// reported per row and cell in the reader's language with the users API's own
// rules, a commit in one transaction that sends each new user the users page's
// invitation; nobody creates or raises a user above their own role or outside
// their agency through the sheet; a users import is never undone.
import { Workbook } from '@cj-tech-master/excelts';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HEADER } from '@/backend/auth/actor';
import { importJobs, userAgencyRoles, users } from '@/backend/db/schema';
import { XLSX_TYPE } from '@/backend/spreadsheets/stream-writer';
import type { ApiAnswer } from '@/lib/api-types';
import { type AdminTestApp, HOME_AGENCY, setupAdminApp } from '../../support/backend/admin-app';

/** The API's answer for an import job, as its schema types it. */
type Job = ApiAnswer<'GET', '/api/Import/XLS/{jobId}'>;

const HEADER = ['username', 'email', 'agency', 'role', 'backOfficeRole', 'areaLeader'];

let t: AdminTestApp;

beforeAll(async () => {
  t = await setupAdminApp();
  const { id } = await t.createUser(ROMA_ADMIN);
  await t.db.insert(userAgencyRoles).values({ userId: id, agencyId: t.agency['Agenzia Roma']!, role: 'agency_admin' });
}, 60_000);
afterAll(() => t.close());

async function sheetOf(rows: (string | null)[][], header = HEADER): Promise<Uint8Array> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** An agency administrator of Agenzia Roma, made for these tests: the second agency's own administrator. */
const ROMA_ADMIN = 'romaadmin';
const homeOf = (username: string) => (username === ROMA_ADMIN ? 'Agenzia Roma' : HOME_AGENCY[username]!);

const headers = async (username: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${(await t.signIn(username)).accessToken}`,
  [AGENCY_HEADER]: String(t.agency[homeOf(username)]),
  ...extra,
});

/** The typed call's options as a user, in their home agency. */
const asUser = (username: string) => ({ as: username, agencyId: t.agency[homeOf(username)]! });

function upload(username: string, bytes: Uint8Array, language = 'it') {
  return t.api.post('/api/Import/XLS', {
    query: { kind: 'users', fileName: 'utenti.xlsx' },
    ...asUser(username),
    headers: { 'content-type': XLSX_TYPE, 'accept-language': language },
    body: bytes.slice().buffer as ArrayBuffer,
  });
}
async function dryRun(username: string, rows: (string | null)[][], language = 'it'): Promise<Job> {
  const response = await upload(username, await sheetOf(rows), language);
  expect(response.status, String(response)).toBe(201);
  return response.body;
}
const commit = (username: string, jobId: number) => t.api.post('/api/Import/XLS/{jobId}/commit', { params: { jobId }, ...asUser(username) });
const jobOf = (username: string, jobId: number) => t.api.get('/api/Import/XLS/{jobId}', { params: { jobId }, ...asUser(username) });
const undo = (username: string, jobId: number) => t.api.post('/api/Import/XLS/{jobId}/undo', { params: { jobId }, ...asUser(username) });
const errorsOf = (job: Job) => job.report.filter((r) => r.action === 'error').map((r) => ({ row: r.row, errors: r.errors.map((e) => [e.field, e.code]) }));
const rolesOf = async (username: string) =>
  (
    await t.db
      .select({ agencyId: userAgencyRoles.agencyId, role: userAgencyRoles.role })
      .from(userAgencyRoles)
      .innerJoin(users, eq(users.id, userAgencyRoles.userId))
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  ).map((r) => `${Object.entries(t.agency).find(([, id]) => id === r.agencyId)![0]}: ${r.role}`);

async function readTemplate(response: Response) {
  const workbook = new Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.getWorksheet('Users')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('users template', () => {
  it('is the headings alone, or the users the caller administers with one row per role, and never a password', async () => {
    const milano = t.agency['Agenzia Milano']!;
    const empty = await t.app.request(`/api/Agency/${milano}/ImportUserTemplate?locale=en`, { headers: await headers('agencyadmin') });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(empty.headers.get('content-disposition')).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(await readTemplate(empty)).toEqual([HEADER]);

    const filled = await t.app.request(`/api/Agency/${milano}/ImportUserTemplate?filled=true`, { headers: await headers('agencyadmin') });
    expect(filled.headers.get('content-disposition')).toMatch(/filename="utenti-/);
    const rows = await readTemplate(filled);
    // Milano's staff only (the customer has no staff role), Milano's roles only (the agent's Nikon role is not theirs to see).
    expect(rows.slice(1).map((r) => `${r[0]}@${r[2]}:${r[3]}`)).toEqual([
      'agencyadmin@Agenzia Milano:agency_admin',
      'agent@Agenzia Milano:agent',
      'capoarea@Agenzia Milano:capo_area',
      'junior@Agenzia Milano:junior_agent',
    ]);
    const agent = rows.find((r) => r[0] === 'agent')!;
    expect([agent[1], agent[4] ?? null]).toEqual([(await t.db.select({ email: users.email }).from(users).where(eq(users.username, 'agent')))[0]!.email, null]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('password');

    const everyone = await readTemplate(
      await t.app.request(`/api/Agency/${t.agency.SmartCom}/ImportUserTemplate?filled=true`, { headers: await headers('superadmin') }),
    );
    expect(everyone.some((r) => r[0] === 'groupmanager' && r[2] === 'Agenzia Roma')).toBe(true);
    expect(everyone.some((r) => r[0] === 'agent' && r[2] === 'Nikon')).toBe(true);
  });

  it('a filled template imported again changes nothing', async () => {
    const milano = t.agency['Agenzia Milano']!;
    const bytes = new Uint8Array(
      await (await t.app.request(`/api/Agency/${milano}/ImportUserTemplate?filled=true`, { headers: await headers('agencyadmin') })).arrayBuffer(),
    );
    const job = (await upload('agencyadmin', bytes)).body;
    expect(job).toMatchObject({ kind: 'users', status: 'checked', progress: null, counts: { created: 0, changed: 0, errors: 0, unchanged: 4 } });
  });

  it('is for whoever creates users and imports files: 403 to the roles without both', async () => {
    // capoarea creates users on the users page, but imports no files.
    for (const username of ['agent', 'capoarea', 'customer'])
      expect((await t.app.request(`/api/Agency/${t.agency[HOME_AGENCY[username]!]}/ImportUserTemplate`, { headers: await headers(username) })).status).toBe(
        403,
      );
  });
});

describe('users import', () => {
  it('reports every mistake on its row and cell in the reader language, and writes nothing', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const job = await dryRun(
      'agencyadmin',
      [
        ['ok.milano', 'ok.milano@example.com', 'Agenzia Milano', 'agent', null, null],
        ['bad mail', 'not-an-email', 'Agenzia Milano', 'agent', null, null],
        ['wrong.role', 'wrong.role@example.com', 'Agenzia Milano', 'boss', null, null],
        ['roma.user', 'roma.user@example.com', 'Agenzia Roma', 'agent', null, null],
        ['too.high', 'too.high@example.com', 'Agenzia Milano', 'administrator', null, null],
        ['bo.user', 'bo.user@example.com', 'Agenzia Milano', 'agent', 'Administrator', null],
        ['groupmanager', 'gm.new@example.com', 'Agenzia Milano', 'agent', null, null],
        ['dup.mail', 'agent@example.com', 'Agenzia Milano', 'agent', null, null],
        ['ok.milano', 'ok.milano@example.com', 'Agenzia Milano', 'junior_agent', null, null],
        ['raise.agent', 'raise.agent@example.com', 'Agenzia Milano', 'agent', null, 'nobody'],
      ],
      'en',
    );
    expect(job.status).toBe('failed');
    expect(errorsOf(job)).toEqual([
      {
        row: 3,
        errors: [
          ['username', 'invalid_value'],
          ['email', 'invalid_email'],
        ],
      },
      { row: 4, errors: [['role', 'value_not_allowed']] },
      // Another agency: not the agency administrator's to give.
      { row: 5, errors: [['agency', 'unknown_membership_agency']] },
      { row: 6, errors: [['role', 'role_above_own']] },
      { row: 7, errors: [['backOfficeRole', 'role_above_own']] },
      // Someone of another agency keeps their name: the file cannot reach them.
      { row: 8, errors: [['username', 'username_in_use']] },
      { row: 9, errors: [['email', 'email_in_use']] },
      { row: 10, errors: [['agency', 'duplicate_row']] },
      { row: 11, errors: [['areaLeader', 'unknown_area_leader']] },
    ]);
    expect(job.report.find((r) => r.row === 6)!.errors[0]!.message).toBe('You cannot give a role above your own, nor edit someone whose role is above yours.');
    expect(job.report.find((r) => r.row === 4)!.errors[0]!.message).toBe(
      'Invalid value: the allowed values are superAdministrator, administrator, agency_admin, agency, capo_area, group_manager, agent, junior_agent',
    );
    expect(job.report.find((r) => r.row === 2)).toMatchObject({ action: 'create', key: 'ok.milano' });
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
    expect((await commit('agencyadmin', job.id)).status).toBe(409);
  });

  it('reports every error of a row in one pass: e-mail, role, agency and area leader together', async () => {
    const job = await dryRun('agencyadmin', [
      // The schema refuses the e-mail and the role code; the agency and the area leader are checked all the same.
      ['all.wrong', 'not-an-email', 'Agenzia Inesistente', 'boss', null, 'nobody'],
      // Every cell well formed: the agency is another's, the role above the caller's, the leader unknown.
      ['all.wrong2', 'all.wrong2@example.com', 'Agenzia Roma', 'administrator', null, 'nobody'],
    ]);
    expect(errorsOf(job)).toEqual([
      {
        row: 2,
        errors: [
          ['email', 'invalid_email'],
          ['role', 'value_not_allowed'],
          ['agency', 'unknown_membership_agency'],
          ['areaLeader', 'unknown_area_leader'],
        ],
      },
      {
        row: 3,
        errors: [
          ['agency', 'unknown_membership_agency'],
          ['role', 'role_above_own'],
          ['areaLeader', 'unknown_area_leader'],
        ],
      },
    ]);
  });

  it('creates users and changes roles in one commit; each new user gets the invitation e-mail', async () => {
    const sentBefore = t.sent.length;
    const job = await dryRun('superadmin', [
      ['anna.sheet', 'anna.sheet@example.com', 'Agenzia Milano', 'agent', null, 'capoarea'],
      ['anna.sheet', 'anna.sheet@example.com', 'Agenzia Roma', 'junior_agent', null, 'capoarea'],
      ['Junior', 'junior@example.com', 'Agenzia Milano', 'agent', null, null],
      ['capoarea', 'capoarea@example.com', 'Agenzia Milano', 'capo_area', null, null],
    ]);
    expect(errorsOf(job)).toEqual([]);
    expect(job.report.map((r) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'change'],
      [5, 'unchanged'],
    ]);
    const committed = await commit('superadmin', job.id);
    expect(committed.status, String(committed)).toBe(200);
    expect(committed.body).toMatchObject({ status: 'committed', progress: null, counts: { created: 2, changed: 1, unchanged: 1 } });
    expect((await rolesOf('anna.sheet')).sort()).toEqual(['Agenzia Milano: agent', 'Agenzia Roma: junior_agent']);
    expect(await rolesOf('junior')).toContain('Agenzia Milano: agent');
    const [anna] = await t.db.select({ leader: users.areaLeaderId, confirmed: users.emailConfirmedAt }).from(users).where(eq(users.username, 'anna.sheet'));
    expect(anna).toEqual({ leader: await t.userId('capoarea'), confirmed: null });
    // The users page's invitation, once per new user, and the account takes a password from it.
    expect(t.sent.slice(sentBefore).map((m) => m.to)).toEqual(['anna.sheet@example.com']);
    const reset = await t.api.post('/api/Account/ResetPassword', {
      json: { token: t.invitationToken('anna.sheet@example.com'), password: 'Nuova2026!', confirmPassword: 'Nuova2026!' },
    });
    expect(reset.status).toBe(204);
    expect((await t.login('anna.sheet', 'Nuova2026!')).status).toBe(200);
    // Audited like the users page's own changes.
    const detail = (await t.api.get('/api/User/{userId}', { params: { userId: await t.userId('junior') }, ...asUser('superadmin') })).body;
    expect(detail.history[0]).toMatchObject({ action: 'update', actor: { username: 'superadmin' } });
    // Never undone: the invitations have gone out.
    const undo = await t.api.post('/api/Import/XLS/{jobId}/undo', { params: { jobId: job.id }, ...asUser('superadmin') });
    expect(undo.status).toBe(409);
    expect(undo.error.errors[0]!.code).toBe('users_import_not_undoable');
  });

  it("keeps an agency administrator to their agency and their rank: no raise above their own, nobody of another agency's", async () => {
    // Raising someone to administrator, or a superior's role: refused on the row.
    const job = await dryRun('agencyadmin', [
      ['agent', 'agent@example.com', 'Agenzia Milano', 'administrator', null, 'capoarea'],
      ['capoarea', 'capoarea@example.com', 'Agenzia Roma', 'capo_area', null, null],
    ]);
    expect(errorsOf(job)).toEqual([
      { row: 2, errors: [['role', 'role_above_own']] },
      { row: 3, errors: [['agency', 'unknown_membership_agency']] },
    ]);
    // The group manager of Roma is no agency administrator's of Milano, whatever the sheet says.
    const roma = await dryRun('agencyadmin', [['groupmanager', 'groupmanager@example.com', 'Agenzia Milano', 'agent', null, null]]);
    expect(errorsOf(roma)).toEqual([{ row: 2, errors: [['username', 'username_in_use']] }]);
    expect(await rolesOf('groupmanager')).toEqual(['Agenzia Roma: group_manager']);
    // The agency administrator's imports are theirs: the back office sees them, another agency's administrator does not.
    expect((await jobOf(ROMA_ADMIN, job.id)).status).toBe(404);
    expect((await commit(ROMA_ADMIN, job.id)).status).toBe(404);
    expect((await undo(ROMA_ADMIN, job.id)).status).toBe(404);
    expect((await jobOf('superadmin', job.id)).status).toBe(200);
    // Roma's administrator, for their part, gives roles in Roma only.
    const fromRoma = await dryRun(ROMA_ADMIN, [
      ['roma.new', 'roma.new@example.com', 'Agenzia Roma', 'agent', null, 'groupmanager'],
      ['milano.new', 'milano.new@example.com', 'Agenzia Milano', 'agent', null, null],
    ]);
    expect(errorsOf(fromRoma)).toEqual([{ row: 3, errors: [['agency', 'unknown_membership_agency']] }]);
  });

  it("shows agency staff their own agency's users imports only, and never the catalogue's", async () => {
    await dryRun('superadmin', [['x.catalog.check', 'x.catalog.check@example.com', 'Agenzia Roma', 'agent', null, null]]);
    await dryRun(ROMA_ADMIN, [['x.roma.check', 'x.roma.check@example.com', 'Agenzia Roma', 'agent', null, null]]);
    const history = (await t.api.get('/api/Import/XLS', asUser('agencyadmin'))).body;
    const milano = t.agency['Agenzia Milano']!;
    const own = await t.db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.agencyId, milano));
    expect(history.items.map((j) => j.id).sort()).toEqual(own.map((j) => j.id).sort());
    expect(history.items.every((j) => j.kind === 'users')).toBe(true);
    // A users import is never undone: none offers it.
    expect(history.items.every((j) => (j as Job & { undoable: boolean }).undoable === false)).toBe(true);
  });

  it('refuses a sheet without the users layout', async () => {
    const response = await upload('agencyadmin', await sheetOf([['x']], ['username', 'email']));
    expect(response.status).toBe(400);
    expect(response.error.errors[0]!.code).toBe('wrong_template');
  });

  it('answers any cell contents and any template query with a report or a 4xx, never a 5xx', async () => {
    const cell = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('Agenzia Milano', 'Agenzia Roma', 'SmartCom', 'agent', 'administrator', 'Administrator', 'capoarea', 'agent@example.com'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { maxLength: 4 }), async (rows) => {
        const response = await upload('agencyadmin', await sheetOf(rows));
        expect(response.status === 201 || response.status === 400).toBe(true);
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 6 }), async (filled, locale) => {
        const query = new URLSearchParams({ filled, locale }).toString();
        const response = await t.app.request(`/api/Agency/${t.agency['Agenzia Milano']}/ImportUserTemplate?${query}`, {
          headers: await headers('agencyadmin'),
        });
        expect([200, 400]).toContain(response.status);
        await response.arrayBuffer();
      }),
      { numRuns: 50 },
    );
  });
});
