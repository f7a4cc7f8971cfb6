// Nobody reads or changes a company's record, or receives its contracts, by
// typing its VAT number (issue 10, item 1): two users of one agency, a
// self-registered customer and two agencies, on every write that takes a VAT
// number or a fiscal code (contracts, drafts, the open quote, sign-up, the
// customer user), and the record's owners still see and keep it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitaIva } from '@/backend/demo/catalogue/check-digits';
import { fiscalCode } from '@/backend/demo/contracts/fiscal-code';
import { companies, signers } from '@/backend/db/schema';
import type { ApiResult } from '../../support/backend/api-caller';
import { captureMail } from '../../support/backend/test-app';
import { COMPANY, type ContractBody, type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

const { mail, sent, mailAfter } = captureMail('https://portal.example');
let t: ContractsTestApp;
let milano: number;
let roma: number;

const vat = (n: number) => partitaIva(String(7_100_000_000 + n));
const person = (name: string, surname: string) => fiscalCode({ name, surname, birthDate: '1975-03-12', female: false, belfiore: 'F205' });

/** What the colleague who brought the customer in typed: the record's truth. */
const VICTIM = {
  ...COMPANY,
  name: 'Lombardi Macchine Srl',
  iban: 'IT60X0542811101000000654321',
  pec: 'lombardi@pec.it',
  email: 'amministrazione@lombardi.example',
  address: 'Via Torino 40',
  companySolidity: 95,
};
const VICTIM_SIGNER = {
  name: 'Luca',
  surname: 'Lombardi',
  role: 'Legale rappresentante',
  fiscalCode: person('Luca', 'Lombardi'),
  documentType: 'Passaporto',
  documentNumber: 'YA1234567',
};
/** What someone else types for the same VAT number. */
const TYPED = {
  ...COMPANY,
  name: 'Nome Digitato Srl',
  iban: null as string | null,
  pec: null as string | null,
  email: null as string | null,
  address: 'Via Altrove 1',
  // A company this young is refused by the embedded provider, whatever its record says.
  incorporationDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
};
const TYPED_SIGNER = { ...VICTIM_SIGNER, name: 'Mario', surname: 'Falso', documentType: "Carta d'identità", documentNumber: 'ZZ0000000' };

/** A demo user by name, or a signed-up customer by their token. */
type Caller = string | { token: string };
const who = (caller: Caller) => (typeof caller === 'string' ? { as: caller } : caller);
const create = (caller: Caller, json: ContractBody, agencyId = milano) =>
  t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId }, json, ...who(caller) });
const contractOf = (caller: Caller, contractId: number, agencyId = milano) =>
  t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId }, ...who(caller) });
const detail = async (username: string, id: number) => (await contractOf(username, id)).body;
const customerOf = (username: string, customerId: number, agencyId = milano) =>
  t.api.get('/api/Agency/{agencyId}/Customers/{customerId}', { params: { agencyId, customerId }, as: username });
const customerUser = (username: string, contractId: number, email: string) =>
  t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser', { params: { agencyId: milano, contractId }, json: { email }, as: username });
const recordOf = async (vatNumber: string, agency = milano) =>
  (
    await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.agencyId, agency), eq(companies.vatNumber, vatNumber)))
  )[0]!;
const created = <A>(response: ApiResult<A>) => {
  expect(response.status, String(response)).toBe(201);
  return response.body;
};
const codeOf = (response: ApiResult<unknown>) => response.error.errors.map((e) => e.code);

beforeAll(async () => {
  t = await setupContractsApp({ mail });
  milano = t.agency['Agenzia Milano']!;
  roma = t.agency['Agenzia Roma']!;
});
afterAll(() => t.close());

describe('two users of one agency type the same VAT number', () => {
  const victimVat = vat(1);
  let agentContract: number;
  let recordId: number;

  beforeAll(async () => {
    const own = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: victimVat }, signers: [VICTIM_SIGNER] })));
    agentContract = own.id;
    recordId = (await recordOf(victimVat)).id;
  });

  it("the junior's answer and detail show what the junior typed, never the colleague's IBAN, PEC or address", async () => {
    const answer = created(await create('junior', contractBody(t.models.plain, { company: { ...TYPED, vatNumber: victimVat }, signers: [TYPED_SIGNER] })));
    for (const shown of [answer, await detail('junior', answer.id)]) {
      expect(shown.company).toMatchObject({ name: 'Nome Digitato Srl', iban: null, pec: null, email: null, address: 'Via Altrove 1', id: null });
      expect(shown.signers).toEqual([expect.objectContaining({ name: 'Mario', surname: 'Falso', documentNumber: 'ZZ0000000' })]);
      expect(JSON.stringify(shown)).not.toMatch(/000000654321|lombardi@pec|Via Torino|YA1234567|Lombardi Macchine/);
    }
    const signersList = (
      await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/SignersList', { params: { agencyId: milano, contractId: answer.id }, as: 'junior' })
    ).body;
    expect(signersList).toEqual([expect.objectContaining({ surname: 'Falso' })]);
  });

  it("leaves the colleague's record and signers as they were", async () => {
    await create('junior', contractBody(t.models.plain, { company: { ...TYPED, vatNumber: victimVat }, signers: [TYPED_SIGNER] }));
    expect(await recordOf(victimVat)).toMatchObject({
      name: 'Lombardi Macchine Srl',
      iban: VICTIM.iban,
      pec: VICTIM.pec,
      address: 'Via Torino 40',
      companySolidity: 95,
    });
    const people = await t.db.select().from(signers).where(eq(signers.companyId, recordId));
    expect(people).toEqual([expect.objectContaining({ name: 'Luca', surname: 'Lombardi', documentNumber: 'YA1234567' })]);
    const agentView = await detail('agent', agentContract);
    expect(agentView.company).toMatchObject({ id: recordId, iban: VICTIM.iban, pec: VICTIM.pec });
  });

  it("keeps the record out of the junior's customers, list and detail alike", async () => {
    expect((await customerOf('junior', recordId)).status).toBe(404);
    const page = (await t.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId: milano }, query: { pageSize: 100, q: victimVat }, as: 'junior' }))
      .body;
    expect(page.items).toEqual([]);
    // The record's owner and the agency's administrator still find it.
    expect((await customerOf('agent', recordId)).status).toBe(200);
    expect((await customerOf('agencyadmin', recordId)).status).toBe(200);
  });

  it('has the credit provider judge the company as the contract gives it', async () => {
    const junior = created(await create('junior', contractBody(t.models.plain, { company: { ...TYPED, vatNumber: victimVat }, signers: [TYPED_SIGNER] })));
    expect(junior.creditDecisions[0]).toMatchObject({ outcome: 'refused' });
    const agent = await detail('agent', agentContract);
    expect(agent.creditDecisions[0]).toMatchObject({ outcome: 'preApprovated' });
  });

  it('a draft edited to name the VAT number, and an edit of a contract, follow the same rule', async () => {
    const draft = created(await create('junior', contractBody(t.models.plain, { company: undefined, signers: [] })));
    const edited = await t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}', {
      params: { agencyId: milano, contractId: draft.id },
      json: contractBody(t.models.plain, { company: { ...TYPED, vatNumber: victimVat, name: 'Altro Nome Srl' }, signers: [TYPED_SIGNER] }),
      as: 'junior',
    });
    expect(edited.status, String(edited)).toBe(200);
    const shown = await detail('junior', draft.id);
    expect(shown.company).toMatchObject({ name: 'Altro Nome Srl', iban: null, id: null });
    expect(await recordOf(victimVat)).toMatchObject({ name: 'Lombardi Macchine Srl', iban: VICTIM.iban });
  });

  it('the open quote keeps what was typed and reads nothing of the record', async () => {
    const quote = { customer: { company: { name: 'Bozza Srl', vatNumber: victimVat } } };
    const saved = await t.api.put('/api/Agency/{agencyId}/Cart', { params: { agencyId: milano }, json: { quote, revision: 0 }, as: 'junior' });
    expect(saved.status).toBe(200);
    const answer = JSON.stringify(saved.body);
    expect(answer).toContain('Bozza Srl');
    expect(answer).not.toMatch(/000000654321|lombardi@pec|Via Torino|Lombardi Macchine/);
  });

  it("refuses the junior a customer account for the colleague's company (the agency confirms those)", async () => {
    const junior = created(
      await create('junior', contractBody(t.models.plain, { company: { ...TYPED, vatNumber: victimVat, email: 'spia@example.com' }, signers: [TYPED_SIGNER] })),
    );
    const refused = await customerUser('junior', junior.id, 'spia@example.com');
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toEqual(['company_not_in_scope']);
  });

  it("the record's owner, their area leader and the agency administrator do update it", async () => {
    created(
      await create('capoarea', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: victimVat, phone: '02 5550001' }, signers: [VICTIM_SIGNER] })),
    );
    expect((await recordOf(victimVat)).phone).toBe('02 5550001');
    created(
      await create(
        'agencyadmin',
        contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: victimVat, phone: '02 5550002' }, signers: [VICTIM_SIGNER] }),
      ),
    );
    expect((await recordOf(victimVat)).phone).toBe('02 5550002');
  });
});

describe('two agencies', () => {
  it("another agency's contract for the same VAT number makes its own record and sees nothing of the first", async () => {
    const shared = vat(2);
    const milanese = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: shared }, signers: [VICTIM_SIGNER] })));
    const roman = created(
      await create('groupmanager', contractBody(t.models.plain, { company: { ...TYPED, vatNumber: shared }, signers: [TYPED_SIGNER] }), roma),
    );
    expect(roman.company).toMatchObject({ name: 'Nome Digitato Srl', iban: null });
    expect((await recordOf(shared, roma)).id).not.toBe((await recordOf(shared)).id);
    expect(await recordOf(shared)).toMatchObject({ iban: VICTIM.iban });
    expect((await contractOf('groupmanager', milanese.id)).status).toBe(404);
    expect((await customerOf('groupmanager', (await recordOf(shared)).id, roma)).status).toBe(404);
  });
});

describe('a customer who signs up with a VAT number', () => {
  let counter = 0;
  const signUp = async (vatNumber: string) => {
    counter += 1;
    const username = `iscritto${counter}`;
    const before = sent.length;
    const response = await t.api.post('/api/User/new-customer', {
      query: { agency: 'agenzia-milano' },
      json: {
        username,
        email: `${username}@example.com`,
        password: 'Cliente2026!',
        confirmPassword: 'Cliente2026!',
        privacyAccepted: true,
        company: { name: 'Impostore Srl', vatNumber, phone: '02 1234567', address: 'Via Finta 1', postalCode: '20121', municipality: 'Milano', province: 'MI' },
      },
      headers: { 'x-forwarded-for': `198.51.100.${counter}` },
    });
    expect(response.status, String(response)).toBe(201);
    const token = /\/on-boarding\?confirm=([A-Za-z0-9_-]+)/.exec((await mailAfter(before)).text)![1]!;
    expect((await t.api.post('/api/Account/ConfirmEmail', { json: { token } })).status).toBe(204);
    return { username, email: `${username}@example.com`, token: (await t.signIn(username, 'Cliente2026!')).accessToken };
  };

  it('before the agency quotes the company: later contracts stay out of reach, IBAN included', async () => {
    const later = vat(3);
    const customer = await signUp(later);
    const contract = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: later }, signers: [VICTIM_SIGNER] })));
    const list = (await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, query: { archived: 'all' }, token: customer.token }))
      .body;
    expect(list).toEqual({ items: [], total: 0, totalCapped: false });
    expect((await contractOf(customer, contract.id)).status).toBe(404);
    // No company record was made by the sign-up: the agent's contract made it, and it is the agent's.
    expect((await recordOf(later)).createdById).toBe(await t.userId('agent'));
  });

  it('an already known VAT number is accepted alike (no oracle) and opens nothing', async () => {
    const known = vat(4);
    const contract = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: known }, signers: [VICTIM_SIGNER] })));
    const customer = await signUp(known);
    expect((await contractOf(customer, contract.id)).status).toBe(404);
    const quote = await create(customer, contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: known } }));
    expect(quote.status).toBe(403);
    expect(codeOf(quote)).toEqual(['customer_not_linked']);
  });

  it('sees the contracts once the agency links the account through "create customer user"', async () => {
    const linked = vat(5);
    const customer = await signUp(linked);
    const contract = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: linked }, signers: [VICTIM_SIGNER] })));
    const before = sent.length;
    const confirm = await customerUser('agent', contract.id, customer.email);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ username: customer.username, linked: true, companyId: (await recordOf(linked)).id });
    const invitation = await mailAfter(before);
    expect(invitation).toMatchObject({ to: customer.email });
    expect(invitation.text).toContain('Lombardi Macchine Srl');
    const shown = await contractOf(customer, contract.id);
    expect(shown.status).toBe(200);
  });

  it('is not linked to a company other than the one it named', async () => {
    const named = vat(6);
    const other = vat(7);
    const customer = await signUp(named);
    const contract = created(await create('agent', contractBody(t.models.plain, { company: { ...VICTIM, vatNumber: other }, signers: [VICTIM_SIGNER] })));
    const refused = await customerUser('agent', contract.id, customer.email);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toEqual(['signup_company_mismatch']);
    expect((await contractOf(customer, contract.id)).status).toBe(404);
  });
});
