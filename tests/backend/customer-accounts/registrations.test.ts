// Customer sign-up reaches someone (issue #31): each agency's sign-up page by
// a slug made from its name (earlier forms keep working), the agency's
// administrators told of each sign-up in their language, and the pending
// sign-ups listed per agency, approved (linked to the company's record) or
// rejected, the customer told either way (docs/domain.md, "Customer sign-up").
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, contracts, userAgencyRoles, users } from '@/backend/db/schema';
import { type SignUpBody, signUpBody } from '../../support/backend/sign-up-body';
import { type AdminTestApp, setupAdminApp } from '../../support/backend/admin-app';

let t: AdminTestApp;
let milano: number;
let roma: number;

beforeAll(async () => {
  t = await setupAdminApp();
  milano = t.agency['Agenzia Milano']!;
  roma = t.agency['Agenzia Roma']!;
  const romaAdmin = await t.createUser('romaadmin');
  await t.db.insert(userAgencyRoles).values({ userId: romaAdmin.id, agencyId: roma, role: 'agency_admin' });
});
afterAll(() => t.close());

let counter = 0;
async function signUp(agency: string, company: Partial<SignUpBody['company']> = {}, headers: Record<string, string> = {}) {
  counter += 1;
  const body = signUpBody(counter, { prefix: 'iscritto', vatBase: 2_000_000_000 }, company);
  const response = await t.api.post('/api/User/new-customer', {
    query: { agency },
    json: body,
    headers: { 'x-forwarded-for': `10.31.${counter}.1`, ...headers },
  });
  expect(response.status).toBe(201);
  return { ...body, id: await t.userId(body.username) };
}

const agencyOf = async (reference: string) => {
  const response = await t.api.get('/api/User/new-customer/agency', { query: { agency: reference } });
  return response.status === 200 ? response.body : response.status;
};
const mailTo = (address: string) => vi.waitFor(() => t.sent.find((m) => m.to === address) ?? Promise.reject(new Error(`no e-mail to ${address}`)));
const registrations = (username: string, agencyId: number, agency?: string, query: { q?: string } = {}) =>
  t.api.get('/api/Agency/{agencyId}/Registrations', { params: { agencyId }, query, ...t.home(username, agency) });
const list = async (username: string, agency: string, query: { q?: string } = {}) => (await registrations(username, t.agency[agency]!, agency, query)).body;
const approve = (username: string, userId: number) =>
  t.api.post('/api/Agency/{agencyId}/Registrations/{userId}/Approve', { params: { agencyId: milano, userId }, ...t.home(username) });
const decide = (username: string, userId: number, action: 'Approve' | 'Reject', agencyId = milano, agency?: string) =>
  t.api.post(`/api/Agency/{agencyId}/Registrations/{userId}/${action}`, { params: { agencyId, userId }, ...t.home(username, agency) });
const newAgency = (name: string) =>
  t.api.post('/api/Agency', {
    json: { name, shippingUnitCostCents: 0, shippingMaxUnits: 1, agentCommission: 0, grenkeAgentCommission: 0 },
    ...t.home('superadmin'),
  });

describe('the sign-up link', () => {
  it('is made from the name, unique, and the id, the name as typed and a slug from before a rename keep working', async () => {
    const created = (await newAgency('Agenzia Città Torino')).body;
    expect(created.signUpSlug).toBe('agenzia-citta-torino');
    expect(await agencyOf('agenzia-citta-torino')).toMatchObject({ id: created.id, slug: 'agenzia-citta-torino' });
    expect(await agencyOf('Agenzia Città Torino')).toMatchObject({ id: created.id });
    expect(await agencyOf(String(created.id))).toMatchObject({ id: created.id, slug: 'agenzia-citta-torino' });

    // A name that makes the same slug gets the next one.
    const twin = (await newAgency('Agenzia Citta-Torino')).body;
    expect(twin.signUpSlug).toBe('agenzia-citta-torino-2');

    const renamed = (
      await t.api.put('/api/Agency/{agencyId}', { params: { agencyId: created.id }, json: { name: 'Agenzia Torino Centro' }, ...t.home('superadmin') })
    ).body;
    expect(renamed.signUpSlug).toBe('agenzia-torino-centro');
    expect(await agencyOf('agenzia-torino-centro')).toMatchObject({ id: created.id, slug: 'agenzia-torino-centro' });
    expect(await agencyOf('agenzia-citta-torino')).toMatchObject({ id: created.id, slug: 'agenzia-torino-centro' });
    expect(await agencyOf('agenzia-citta-torino-2')).toMatchObject({ id: twin.id });
    expect(await agencyOf('agenzia-nessuna')).toBe(404);
  });

  it('is on every seeded agency', async () => {
    const detail = (await t.api.get('/api/Agency/{agencyId}', { params: { agencyId: milano }, ...t.home('superadmin') })).body;
    expect(detail.signUpSlug).toBe('agenzia-milano');
  });
});

describe('a sign-up', () => {
  it("tells the agency's administrators, each in the language they signed in with", async () => {
    // agencyadmin signs in in English: that is the language of what they are sent unasked.
    expect((await t.login('agencyadmin', undefined, { 'accept-language': 'en' })).status).toBe(200);
    const person = await signUp('agenzia-milano');
    const notice = await mailTo('agencyadmin@example.com');
    expect(notice.subject).toBe(`New customer sign-up: ${person.company.name}`);
    expect(notice.text).toContain(`${person.username} (${person.email}) signed up as a customer of Agenzia Milano`);
    expect(notice.text).toContain('https://portal.example/en/registrations');
    expect(t.sent.some((m) => m.to === 'romaadmin@example.com')).toBe(false);

    expect((await t.login('agencyadmin', undefined, { 'accept-language': 'it' })).status).toBe(200);
    const other = await signUp('agenzia-milano');
    const italian = [...t.sent].reverse().find((m) => m.to === 'agencyadmin@example.com')!;
    expect(italian.subject).toBe(`Nuova registrazione cliente: ${other.company.name}`);
    expect(italian.text).toContain('https://portal.example/registrations');
  });
});

describe('the pending sign-ups', () => {
  it("are the agency's own: another agency's administrator sees none and reaches none (404)", async () => {
    const person = await signUp('agenzia-milano');
    const milanoList = await list('agencyadmin', 'Agenzia Milano');
    expect(milanoList.items.map((r) => r.username)).toContain(person.username);
    expect((await list('romaadmin', 'Agenzia Roma')).items).toEqual([]);
    // In their own agency's path: not one of theirs.
    for (const action of ['Approve', 'Reject'] as const) {
      const response = await decide('romaadmin', person.id, action, roma, 'Agenzia Roma');
      expect(response.status, action).toBe(404);
    }
    // In the other agency's path: no member of it.
    expect((await registrations('romaadmin', milano, 'Agenzia Roma')).status).toBe(404);
    expect((await decide('romaadmin', person.id, 'Approve', milano, 'Agenzia Roma')).status).toBe(404);
    const [still] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(still).toMatchObject({ companyId: null });
  });

  it('are for the agency administrators: an agent is refused (403)', async () => {
    expect((await registrations('agent', milano)).status).toBe(403);
    expect((await registrations('customer', milano)).status).toBe(403);
  });

  it("approving links the account to the agency's record of its VAT number, or creates the record; the customer is told", async () => {
    const [record] = await t.db.select().from(companies).where(eq(companies.agencyId, milano)).limit(1);
    const known = await signUp('agenzia-milano', { vatNumber: record!.vatNumber, name: 'Nome come scritto' });
    const listed = (await list('agencyadmin', 'Agenzia Milano', { q: known.username })).items;
    expect(listed).toEqual([expect.objectContaining({ username: known.username, emailConfirmed: false, record: { id: record!.id, name: record!.name } })]);

    const response = await approve('agencyadmin', known.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: known.id, companyId: record!.id, companyCreated: false });
    const [linked] = await t.db.select().from(users).where(eq(users.id, known.id));
    expect(linked).toMatchObject({ companyId: record!.id, signupCompany: null });
    const told = await vi.waitFor(() => t.sent.find((m) => m.to === known.email && m.subject.includes('confermata'))!);
    expect(told.subject).toBe('La tua registrazione al Portale Agenzie è confermata');
    expect(told.text).toContain(record!.name);
    expect((await list('agencyadmin', 'Agenzia Milano', { q: known.username })).items).toEqual([]);
    // Decided once: a second approval finds nothing waiting.
    expect((await decide('agencyadmin', known.id, 'Approve')).status).toBe(404);

    const fresh = await signUp('agenzia-milano');
    const made = (await approve('agencyadmin', fresh.id)).body;
    expect(made.companyCreated).toBe(true);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, made.companyId));
    expect(company).toMatchObject({ agencyId: milano, name: fresh.company.name, vatNumber: fresh.company.vatNumber, email: fresh.email });
  });

  it('rejecting deletes the account, frees its address and tells the customer the reason', async () => {
    const person = await signUp('agenzia-milano', {}, { 'accept-language': 'en' });
    const response = await t.api.post('/api/Agency/{agencyId}/Registrations/{userId}/Reject', {
      params: { agencyId: milano, userId: person.id },
      json: { reason: 'Partita IVA di un altro cliente' },
      ...t.home('agencyadmin'),
    });
    expect(response.status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    const told = [...t.sent].reverse().find((m) => m.to === person.email)!;
    expect(told.subject).toBe('Your sign-up to the portal of Agenzia Milano was not accepted');
    expect(told.text).toContain('Reason: Partita IVA di un altro cliente');
    expect((await decide('agencyadmin', person.id, 'Reject')).status).toBe(404);
  });
});

describe("what 'create customer user' would do", () => {
  it("names the sign-ups waiting with the contract company's VAT number, to those who hold its record only", async () => {
    const agentId = await t.userId('agent');
    const [contract] = await t.db
      .select({ id: contracts.id, companyId: contracts.companyId })
      .from(contracts)
      .where(and(eq(contracts.agencyId, milano), eq(contracts.createdById, agentId), isNotNull(contracts.companyId)))
      .limit(1);
    const [record] = await t.db.select().from(companies).where(eq(companies.id, contract!.companyId!));
    const plan = (username: string, agencyId = milano, agency?: string) =>
      t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser', { params: { agencyId, contractId: contract!.id }, ...t.home(username, agency) });
    const before = (await plan('agent')).body;
    const person = await signUp('agenzia-milano', { vatNumber: record!.vatNumber });
    const after = (await plan('agent')).body;
    expect(after.pending).toEqual([...before.pending, { username: person.username, email: person.email }]);
    expect((await plan('romaadmin', roma, 'Agenzia Roma')).status).toBe(404);
    expect((await plan('romaadmin', milano, 'Agenzia Roma')).status).toBe(404);
    expect((await plan('customer')).status).toBe(403);
  });
});
