// A query parameter an operation does not declare is refused (400
// unknown_field, naming it), so a misspelt filter is an error rather than a
// list silently unfiltered; and what the portal's own callers send, every
// filter set, is all declared: each of their queries is answered, never 400.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { agencies } from '@/backend/db/schema';
import { parseAgencyFilters, agencyApiQuery } from '@/lib/admin/agency-filters';
import { parseUserFilters, userApiQuery } from '@/lib/admin/user-filters';
import { parseCustomerFilters, customerApiQuery } from '@/lib/contracts/customer-filters';
import { parseContractFilters, toApiQuery, toExportQuery } from '@/lib/contracts/filters';
import { parseOrderFilters, toOrderApiQuery, toOrderExportQuery } from '@/lib/orders/filters';
import { parseStatsView, toCardsQuery, toExportQuery as toStatsExportQuery, toFunnelQuery, toStalledQuery, toTableQuery } from '@/lib/stats/view';
import { parseTicketFilters, toTicketApiQuery } from '@/lib/tickets/filters';
import { setupTestApp } from '../support/backend/test-app';

const t = await setupTestApp();
const token = (await t.signIn('superadmin')).accessToken;
const [milano] = await t.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Agenzia Milano'));
const agencyId = String(milano!.id);
const ask = (path: string) => t.app.request(path, { headers: { authorization: `Bearer ${token}`, 'x-agency-id': agencyId, 'accept-language': 'en' } });

afterAll(() => t.close());

describe('query parameters', () => {
  it('refuses one the operation does not declare, naming it, also where it declares none', async () => {
    const misspelt = await ask(`/api/Agency/${agencyId}/Contracts?stauts=draft`);
    expect(misspelt.status).toBe(400);
    expect(await misspelt.json()).toEqual({ errors: [{ field: 'stauts', code: 'unknown_field', message: 'This request does not take this field.' }] });
    expect((await ask(`/api/Agency/${agencyId}/Contracts?status=draft`)).status).toBe(200);
    const none = await ask('/api/Account/User?debug=1');
    expect(none.status).toBe(400);
    expect((await none.json()).errors[0]).toMatchObject({ field: 'debug', code: 'unknown_field' });
    expect((await ask('/api/health?probe=1')).status).toBe(400);
  });

  it('says so in the document', async () => {
    const doc = (await (await ask('/api/openapi.json')).json()) as {
      info: { description: string };
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(doc.info.description).toContain('unknown_field');
    expect(doc.paths['/api/Account/User']!.get!.responses['400']!.description).toContain('unknown_field');
  });

  it("answers every query the portal's pages build, with every filter set", async () => {
    const day = '2026-01-15';
    const contracts = parseContractFilters({
      status: ['draft', 'created'],
      type: ['flex', 'purchase'],
      archived: 'all',
      provider: 'GRENKE',
      agencyId,
      agentId: '5',
      customerId: '1',
      familyId: '1',
      modelId: '1',
      accessoryId: '1',
      q: 'Rossi',
      createdFrom: day,
      createdTo: day,
      closingFrom: day,
      closingTo: day,
      sort: 'company',
      direction: 'asc',
      page: '2',
      pageSize: '50',
    });
    const orders = parseOrderFilters({
      orderStatus: ['ToOrder', 'Ordered'],
      q: 'Rossi',
      supplier: 'Acme',
      agencyId,
      createdFrom: day,
      createdTo: day,
      sort: 'units',
      page: '2',
      pageSize: '50',
    });
    const tickets = parseTicketFilters({
      status: ['open'],
      kind: ['support'],
      q: 'x',
      agencyId,
      customerId: '1',
      modelId: '1',
      createdFrom: day,
      createdTo: day,
      sort: 'createdAt',
      page: '2',
      pageSize: '50',
    });
    const users = parseUserFilters({ q: 'a', role: 'agent', agencyId, areaLeaderId: '4', deactivated: 'true', sort: 'createdAt', page: '2' });
    const agencyFilters = parseAgencyFilters({ q: 'Agenzia', deactivated: 'false', sort: 'createdAt', page: '2' });
    const customers = parseCustomerFilters({ q: 'Rossi', sort: 'name', direction: 'desc', page: '2' });
    const view = parseStatsView({
      focus: 'annual',
      year: '2026',
      from: day,
      to: day,
      status: ['draft'],
      agencyId,
      provider: 'GRENKE',
      familyId: '1',
      accessoryId: '1',
      sort: 'label',
      direction: 'asc',
    });
    const queries = [
      `/api/Agency/${agencyId}/Contracts?${toApiQuery(contracts)}`,
      `/api/Agency/${agencyId}/ContractsXLS?${toExportQuery(contracts, 'en')}`,
      `/api/Agency/${agencyId}/Orders?${toOrderApiQuery(orders)}`,
      `/api/Agency/${agencyId}/OrdersXLS?${toOrderExportQuery(orders, 'en')}`,
      `/api/Ticket?${toTicketApiQuery(tickets)}`,
      '/api/Ticket?productId=1&pageSize=100',
      `/api/User?${userApiQuery(users)}`,
      `/api/Agency?${agencyApiQuery(agencyFilters)}`,
      `/api/Agency/${agencyId}/Customers?${customerApiQuery(customers)}`,
      `/api/Statistics/overall-performance/contracts?${toTableQuery(view)}`,
      `/api/Statistics/overall-performance/contracts/XLS?${toStatsExportQuery(view, 'en')}`,
      `/api/Statistics/Cards?${toCardsQuery(view, 'overall-performance')}`,
      `/api/Statistics/Funnel?${toFunnelQuery(view)}`,
      `/api/Statistics/Stalled?${toStalledQuery(view)}`,
      `/api/Anagra/ProductFamilies?agencyId=${agencyId}&includeImage=true`,
      `/api/Agency/${agencyId}/Products?page=1&pageSize=6&productFamilyId=1&modelId=1&search=a&warehouseStatus=available`,
      `/api/Agency/${agencyId}/CatalogXLS?locale=en`,
      `/api/Agency/${agencyId}/ImportUserTemplate?filled=true&locale=en`,
      `/api/Agency/${agencyId}/Logo?v=3f2a`,
      `/api/Agency/${agencyId}/CompanyCredit?vatNumber=12345678903`,
      '/api/User/new-customer/agency?agency=agenzia-milano',
      '/api/Icecat?url=123',
      '/api/s3?pn=SM-1',
    ];
    for (const query of queries) {
      const answer = await ask(query);
      expect(answer.status, `${query}: ${answer.status === 400 ? await answer.text() : ''}`).not.toBe(400);
    }
  });
});
