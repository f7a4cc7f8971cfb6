// Customers list and detail: search, paging, sort, and the data scope of
// (out of scope → 404); customers themselves have no customers section.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveActor } from '@/backend/auth/actor';
import { listCustomers } from '@/backend/customers/service';
import { companies, contracts, users } from '@/backend/db/schema';
import { CustomerListQuerySchema } from '@/core/schemas/customers';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

describe('customers', () => {
  let t: ContractsTestApp;
  let milano: number;
  const user: Record<string, number> = {};
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    for (const row of await t.db.select({ id: users.id, username: users.username }).from(users)) user[row.username] = row.id;
  });
  afterAll(() => t.close());

  /** The list as `username`; the query as the page's filters send it. */
  const customers = (username: string, query: string, agencyId: number = milano) =>
    t.api.get('/api/Agency/{agencyId}/Customers', { params: { agencyId }, query: new URLSearchParams(query), as: username });
  const customer = (username: string, customerId: number | string, headers: Record<string, string> = {}) =>
    t.api.get('/api/Agency/{agencyId}/Customers/{customerId}', { params: { agencyId: milano, customerId }, headers, as: username });
  const list = async (username: string, query = '', agencyId = milano) => {
    const response = await customers(username, `pageSize=100${query}`, agencyId);
    expect(response.status).toBe(200);
    return response.body;
  };
  /** Companies brought in by these people, in the agency. */
  const visibleTo = async (creators: number[]) => {
    const rows = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.agencyId, milano), inArray(companies.createdById, creators)));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  };

  it('shows an agent the companies they brought in, not those of colleagues they merely quoted', async () => {
    const page = await list('agent');
    expect(page.items.map((c) => c.id).sort((a, b) => a - b)).toEqual(await visibleTo([user.agent!]));
    expect(page.items.every((c) => c.agency.name === 'Agenzia Milano')).toBe(true);
    const counted = page.items.find((c) => c.contractsCount > 0)!;
    const own = await t.db
      .select({ n: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.companyId, counted.id), eq(contracts.createdById, user.agent!)));
    expect(own.length).toBe(counted.contractsCount);
  });

  it('widens to the team for a capo area and to the agency for an agency admin', async () => {
    const team = await list('capoarea');
    expect(team.items.map((c) => c.id).sort((a, b) => a - b)).toEqual(await visibleTo([user.capoarea!, user.agent!, user.junior!]));
    const agency = await list('agencyadmin');
    const all = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.agencyId, milano));
    expect(agency.total).toBe(all.length);
  });

  it('shows administrators every agency, filterable', async () => {
    const everything = await list('admin');
    expect(new Set(everything.items.map((c) => c.agency.name)).size).toBe(4);
    const nikon = await list('admin', `&agencyId=${t.agency.Nikon}`);
    expect(nikon.items.every((c) => c.agency.name === 'Nikon')).toBe(true);
  });

  it('searches the name, VAT number and town, and pages', async () => {
    expect((await list('agencyadmin', '&q=rossi')).items.map((c) => c.name)).toEqual(['Rossi Forniture Srl']);
    expect((await list('agencyadmin', '&q=04835210156')).items.map((c) => c.name)).toEqual(['Rossi Forniture Srl']);
    // a VAT fragment (by trigram index), with the total counted under the cap
    expect(await list('agencyadmin', '&q=4835210')).toMatchObject({ items: [{ name: 'Rossi Forniture Srl' }], total: 1, totalCapped: false });
    const byName = (await list('agencyadmin', '&sort=name&direction=desc')).items.map((c) => c.name);
    expect(byName[0]! >= byName.at(-1)!).toBe(true);
    const first = (await customers('agencyadmin', 'pageSize=2&page=1')).body;
    const second = (await customers('agencyadmin', 'pageSize=2&page=2')).body;
    expect(first.items).toHaveLength(2);
    expect(second.items.map((c) => c.id)).not.toContain(first.items[0]!.id);
    for (const query of ['pageSize=0', 'sort=vat', 'q=%00']) expect((await customers('agencyadmin', query)).status, query).toBe(400);
  });

  it('answers a page past the counted cap empty, without reading it', async () => {
    const viewer = { actor: (await resolveActor(t.db, { id: user.agencyadmin! }, milano))!, companyId: null };
    const query = CustomerListQuerySchema.parse({ pageSize: '2' });
    const within = await listCustomers(t.db, viewer, { ...query, page: 2 }, 4);
    expect(within).toMatchObject({ total: 4, totalCapped: true });
    expect(within.items).toHaveLength(2);
    expect(await listCustomers(t.db, viewer, { ...query, page: 3 }, 4)).toEqual({ items: [], total: 4, totalCapped: true });
  });

  it('details a company with signers, addresses and the contracts the caller sees', async () => {
    const rossi = (await list('agent', '&q=rossi')).items[0]!;
    const response = await customer('agent', rossi.id);
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.company).toMatchObject({ name: 'Rossi Forniture Srl', vatNumber: '04835210156' });
    expect(detail.businessType?.code).toBe('SRL');
    expect(detail.signers.length).toBeGreaterThan(0);
    expect(detail.addresses[0]).toMatchObject({ kind: 'registeredOffice', address: 'Via Vittor Pisani 16' });
    expect(detail.contracts.length).toBeGreaterThan(0);
    expect(detail.contracts.every((c) => c.createdBy?.username === 'agent' && c.company?.id === rossi.id)).toBe(true);
    const english = (await customer('agent', rossi.id, { 'accept-language': 'en' })).body;
    expect(english.businessType?.name).toMatch(/Limited liability/);
  });

  it('answers 404 out of scope and 403 to customers', async () => {
    const agentVisible = await visibleTo([user.agent!]);
    const outside = (await list('agencyadmin')).items.find((c) => !agentVisible.includes(c.id))!;
    expect(outside).toBeDefined();
    expect((await customer('agent', outside.id)).status).toBe(404);
    const nikonCompany = (await list('admin', `&agencyId=${t.agency.Nikon}`)).items[0]!;
    expect((await customer('agencyadmin', nikonCompany.id)).status).toBe(404);
    expect((await customer('admin', nikonCompany.id)).status).toBe(200);
    const forbidden = await customers('customer', '');
    expect(forbidden.status).toBe(403);
    expect(forbidden.error.errors[0]!.code).toBe('forbidden');
    expect((await customer('agent', 'nope')).status).toBe(404);
  });
});
