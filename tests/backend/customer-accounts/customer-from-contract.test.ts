// POST /api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser (issue 6):
// the customer account of the contract's company, an invitation to set the
// password, and the data scope (out of scope: 404; docs/domain.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCopy } from '@/backend/contracts/company-copy';
import { agencies, companies, contracts, creditProviders } from '@/backend/db/schema';
import type { ApiCallBody } from '@/lib/api-types';
import { captureMail, setupTestApp, type TestApp } from '../../support/backend/test-app';

const { mail, sent, mailAfter } = captureMail('https://portal.example');
let t: TestApp;
let milano: number;
let roma: number;
let contractOfAgent: number;
let contractOfJunior: number;
let contractWithoutCompany: number;

async function agencyId(name: string) {
  const [row] = await t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name));
  return row!.id;
}

async function insertContract(number: string, agency: number, createdBy: string, company: { name: string; email: string | null; vat: string } | null) {
  const [provider] = await t.db.select({ id: creditProviders.id }).from(creditProviders).limit(1);
  const creator = await t.userId(createdBy);
  const companyId = company
    ? (
        await t.db
          .insert(companies)
          .values({ agencyId: agency, createdById: creator, name: company.name, vatNumber: company.vat, email: company.email })
          .returning({ id: companies.id })
      )[0]!.id
    : null;
  const copy = company && {
    ...companyCopy({
      name: company.name,
      vatNumber: company.vat,
      email: company.email,
      address: 'Via Roma 1',
      postalCode: '20121',
      municipality: 'Milano',
      province: 'MI',
    }),
  };
  const [row] = await t.db
    .insert(contracts)
    .values({
      number,
      agencyId: agency,
      createdById: creator,
      companyId,
      company: copy,
      companyName: copy?.name ?? null,
      companyVatNumber: copy?.vatNumber ?? null,
      providerId: provider!.id,
      contractType: 'purchase',
      durationMonths: 36,
      status: 'created',
      productsAmount: 1000,
      accessoriesAmount: 0,
      servicesAmount: 0,
      shippingCost: 0,
      financedAmount: 1000,
      monthlyPayment: 31,
      totalValue: 1116,
      shippingMode: 'pickup',
    })
    .returning({ id: contracts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await setupTestApp({ mail });
  milano = await agencyId('Agenzia Milano');
  roma = await agencyId('Agenzia Roma');
  contractOfAgent = await insertContract('T6-0001', milano, 'agent', { name: 'Verdi Ottica Srl', email: 'acquisti@verdi-ottica.example', vat: '09876543217' });
  contractOfJunior = await insertContract('T6-0002', milano, 'junior', { name: 'Neri Studio Srl', email: null, vat: '09876543225' });
  contractWithoutCompany = await insertContract('T6-0003', milano, 'agent', null);
});
afterAll(() => t.close());

const create = async (
  username: string,
  agency: number,
  contract: number | string,
  json?: ApiCallBody<'POST', '/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser'>,
) => {
  const { accessToken } = await t.signIn(username);
  return t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser', {
    params: { agencyId: agency, contractId: contract },
    token: accessToken,
    json,
  });
};

describe('customer user from a contract', () => {
  it("creates the company's customer account and e-mails an invitation; the link sets the password", async () => {
    const before = sent.length;
    const response = await create('agent', milano, contractOfAgent);
    expect(response.status).toBe(201);
    const created = response.body;
    expect(created).toMatchObject({ username: 'acquisti@verdi-ottica.example', email: 'acquisti@verdi-ottica.example' });
    const invitation = await mailAfter(before);
    expect(invitation.to).toBe('acquisti@verdi-ottica.example');
    expect(invitation.text).toContain('Verdi Ottica Srl');
    expect(invitation.text).toContain('Agenzia Milano');
    const token = /recovery-password\?token=([A-Za-z0-9_-]+)&invite=1/.exec(invitation.text)?.[1];
    expect(token).toBeTruthy();

    expect((await t.login(created.username, 'Invito2026!x')).status).toBe(401);
    const reset = await t.api.post('/api/Account/ResetPassword', { json: { token: token!, password: 'Invito2026!x', confirmPassword: 'Invito2026!x' } });
    expect(reset.status).toBe(204);
    const pair = await t.signIn(created.username, 'Invito2026!x');
    const memberships = (await t.api.get('/api/Account/Agencies', { token: pair.accessToken })).body;
    expect(memberships).toEqual([{ agency: expect.objectContaining({ id: milano }), role: 'customer' }]);

    const again = await create('agent', milano, contractOfAgent);
    expect(again.status).toBe(409);
    expect(again.error.errors.map((e) => e.code)).toContain('email_in_use');
  });

  it('takes the address from the body when the company has none', async () => {
    const missing = await create('agencyadmin', milano, contractOfJunior);
    expect(missing.status).toBe(400);
    expect(missing.error.errors[0]).toMatchObject({ field: 'email', code: 'required' });
    const given = await create('agencyadmin', milano, contractOfJunior, { email: 'info@neri-studio.example', username: 'neristudio' });
    expect(given.status).toBe(201);
  });

  it('answers 404 outside the scope: another agent, another agency', async () => {
    expect((await create('nikon', milano, contractOfAgent)).status).toBe(404); // not a member of Milano
    expect((await create('junior', milano, contractOfAgent)).status).toBe(404); // agent's own contract
    expect((await create('groupmanager', roma, contractOfAgent)).status).toBe(404); // contract of another agency
  });

  it('answers 404 for a contract id past the integer range or zero, never 500', async () => {
    for (const id of ['2147483648', '9999999999', '0']) {
      const response = await create('superadmin', milano, id, {});
      expect(response.status, id).toBe(404);
    }
  });

  it('refuses customers (403) and a contract without company (409)', async () => {
    expect((await create('customer', milano, contractOfAgent)).status).toBe(403);
    const without = await create('agent', milano, contractWithoutCompany);
    expect(without.status).toBe(409);
    expect(without.error.errors[0]!.code).toBe('contract_without_company');
  });
});
