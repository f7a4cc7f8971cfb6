// The contracts list's text search (number, company name, VAT number: by
// trigram index) against the rows worked out here, in each caller's scope and
// with the total; the capped count; keyset pages that join up in every order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveActor } from '@/backend/auth/actor';
import { contractPage, cursorAfter, listContracts } from '@/backend/contracts/list';
import { cappedCount } from '@/backend/db/list-filters';
import { companies, contracts } from '@/backend/db/schema';
import { CONTRACT_SORTS } from '@/core/domain/contracts';
import { type ContractListQuery, ContractListQuerySchema } from '@/core/schemas/contracts';
import type { ApiAnswer } from '@/lib/api-types';
import { type ContractsTestApp, setupContractsApp } from '../../support/backend/contracts-app';

type Page = ApiAnswer<'GET', '/api/Agency/{agencyId}/Contracts'>;

interface Row {
  id: number;
  number: string;
  agencyId: number;
  createdById: number | null;
  companyName: string | null;
  companyVat: string | null;
}

describe('contracts text search', () => {
  let t: ContractsTestApp;
  let milano: number;
  let rows: Row[];
  const user: Record<string, number> = {};
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    for (const name of ['admin', 'agencyadmin', 'agent']) user[name] = await t.userId(name);
    rows = await t.db
      .select({
        id: contracts.id,
        number: contracts.number,
        agencyId: contracts.agencyId,
        createdById: contracts.createdById,
        companyName: companies.name,
        companyVat: companies.vatNumber,
      })
      .from(contracts)
      .leftJoin(companies, eq(companies.id, contracts.companyId));
  }, 60_000);
  afterAll(() => t.close());

  /** Every page of a search, joined, with the first page's total. */
  async function search(username: string, q: string): Promise<{ ids: number[]; total: number; totalCapped: boolean }> {
    const ids: number[] = [];
    let first: Page | null = null;
    for (let page = 1; ; page += 1) {
      const response = await t.api.get('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        query: { archived: 'all', pageSize: 100, page, q },
        as: username,
      });
      expect(response.status).toBe(200);
      const { body } = response;
      first ??= body;
      ids.push(...body.items.map((c) => c.id));
      if (body.items.length < 100) break;
    }
    return { ids: ids.sort((a, b) => a - b), total: first!.total, totalCapped: first!.totalCapped };
  }

  /** The rows a search must find: number (a q with digits), or the company record's name or VAT number, contains q. */
  function expected(q: string, inScope: (row: Row) => boolean) {
    const needle = q.toLowerCase();
    const has = (value: string | null) => value !== null && value.toLowerCase().includes(needle);
    return rows
      .filter((r) => inScope(r) && ((/\d/.test(q) && has(r.number)) || has(r.companyName) || has(r.companyVat)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  const scopes: Record<string, (row: Row) => boolean> = {
    admin: () => true,
    agencyadmin: (r) => r.agencyId === milano,
    agent: (r) => r.agencyId === milano && r.createdById === user.agent,
  };

  it('finds by company name, number fragment, VAT fragment and digits, in each scope, total included', async () => {
    const sample = rows.find((r) => r.agencyId === milano && r.createdById === user.agent && r.companyName && r.companyVat)!;
    const queries = {
      name: sample.companyName!.split(' ')[0]!.slice(0, 5).toUpperCase(),
      numberFragment: sample.number.slice(-5),
      vatFragment: sample.companyVat!.slice(3, 9),
      digits: sample.number.slice(-2),
    };
    for (const [kind, q] of Object.entries(queries)) {
      for (const [username, inScope] of Object.entries(scopes)) {
        const want = expected(q, inScope);
        const got = await search(username, q);
        expect(got.ids, `${kind} "${q}" as ${username}`).toEqual(want);
        expect(got.total, `${kind} "${q}" as ${username}`).toBe(want.length);
        expect(got.totalCapped).toBe(false);
      }
      expect(expected(q, scopes.agent!).length, `${kind} finds the agent's sample`).toBeGreaterThan(0);
    }
  });

  it("never shows an agent of one agency another agency's contracts, nor a colleague's, through a search", async () => {
    const elsewhere = rows.filter((r) => r.agencyId !== milano && r.companyName);
    const colleague = rows.filter((r) => r.agencyId === milano && r.createdById !== user.agent && r.companyName);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(colleague.length).toBeGreaterThan(0);
    for (const other of [elsewhere[0]!, elsewhere.at(-1)!, colleague[0]!]) {
      for (const q of [other.number, other.companyVat!]) {
        const got = await search('agent', q);
        expect(got.ids).not.toContain(other.id);
        expect(got.ids).toEqual(expected(q, scopes.agent!));
        expect(got.total).toBe(got.ids.length);
      }
      // the administrator finds it: the search itself is not what hides it
      expect((await search('admin', other.number)).ids).toContain(other.id);
    }
  });

  it('counts up to the cap and says when there are more', async () => {
    const all = rows.length;
    expect(await cappedCount(t.db, contracts, undefined, all)).toEqual({ total: all, totalCapped: false });
    expect(await cappedCount(t.db, contracts, undefined, all - 1)).toEqual({ total: all - 1, totalCapped: true });
    expect(await cappedCount(t.db, contracts, eq(contracts.id, -1), 5)).toEqual({ total: 0, totalCapped: false });
    const viewer = { actor: (await resolveActor(t.db, { id: user.admin! }, milano))!, companyId: null };
    const query = ContractListQuerySchema.parse({ archived: 'all', pageSize: '3' });
    const capped = await listContracts({ db: t.db }, viewer, query, 5);
    expect(capped).toMatchObject({ total: 5, totalCapped: true });
    expect(capped.items).toHaveLength(3);
    // A page past the cap is not linked; asked for anyway, it is empty (no offset walks past the cap).
    const second = await listContracts({ db: t.db }, viewer, { ...query, page: 2 }, 5);
    expect(second.items).toHaveLength(3);
    const pastCap = await listContracts({ db: t.db }, viewer, { ...query, page: 3 }, 5);
    expect(pastCap).toEqual({ items: [], total: 5, totalCapped: true });
    const api = (await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, query: { archived: 'all' }, as: 'admin' })).body;
    expect(api).toMatchObject({ total: all, totalCapped: false });
  });

  it('joins keyset pages without gaps or repeats in every order, ties and nulls included', async () => {
    const viewer = { actor: (await resolveActor(t.db, { id: user.admin! }, milano))!, companyId: null };
    for (const sort of CONTRACT_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const query: ContractListQuery = ContractListQuerySchema.parse({ archived: 'all', sort, direction, pageSize: '100' });
        const whole: number[] = [];
        for (let page = 1; ; page += 1) {
          const items = await contractPage({ db: t.db }, viewer, { ...query, page });
          whole.push(...items.map((c) => c.id));
          if (items.length < 100) break;
        }
        const joined: number[] = [];
        let items = await contractPage({ db: t.db }, viewer, { ...query, pageSize: 7 });
        while (items.length > 0) {
          joined.push(...items.map((c) => c.id));
          items = await contractPage({ db: t.db }, viewer, { ...query, pageSize: 7 }, cursorAfter(sort, items.at(-1)!));
        }
        expect(joined, `${sort} ${direction}`).toEqual(whole);
        expect(new Set(joined).size).toBe(rows.length);
      }
    }
  }, 120_000);
});
