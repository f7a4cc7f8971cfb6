// What each role is offered on a contract (issue 10, item 7): the statuses
// it may pick are the transition table's moves for that role from the present
// status, and a customer sees their contract, its products, documents and
// status, not the agency's workings.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { nextMoves } from '@/core/lifecycle/decide-move';
import { NO_FACTS } from '../../support/lifecycle-facts';
import { contracts, users } from '@/backend/db/schema';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

let t: ContractsTestApp;
let milano: number;

beforeAll(async () => {
  t = await setupContractsApp();
  milano = t.agency['Agenzia Milano']!;
});
afterAll(() => t.close());

const detailOf = async (username: string, id: number) => {
  const response = await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId: id }, as: username });
  expect(response.status).toBe(200);
  return response.body;
};
async function seeded(where: Parameters<typeof and>[number]) {
  const [row] = await t.db
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(and(eq(contracts.agencyId, milano), eq(contracts.archived, false), where))
    .limit(1);
  return row!;
}

describe('the statuses a role is offered', () => {
  it('an agent on an approved contract is offered the one move the API allows', async () => {
    const agentId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agent')))[0]!.id;
    const approved = await seeded(and(eq(contracts.status, 'approvated'), eq(contracts.createdById, agentId), eq(contracts.archived, false)));
    const detail = await detailOf('agent', approved.id);
    expect(detail.nextStatuses).toEqual(['sent']);
    // Every status not offered is refused by the API.
    for (const status of CONTRACT_STATUSES.filter((s) => s !== 'sent')) {
      const response = await t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
        params: { agencyId: milano, contractId: approved.id },
        json: { status },
        as: 'agent',
      });
      expect(response.status, status).toBe(409);
    }
  });

  it('matches the transition table for every role and status the seed holds', async () => {
    for (const username of ['agent', 'agencyadmin', 'admin', 'customer']) {
      const page = (await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, query: { pageSize: 100 }, as: username })).body;
      const role = username === 'agent' ? 'agent' : username === 'agencyadmin' ? 'agency_admin' : username === 'admin' ? 'administrator' : 'customer';
      for (const row of page.items.slice(0, 12)) {
        const detail = await detailOf(username, row.id);
        const frozen = detail.archived || detail.dossierCancelledAt !== null;
        // Which moves the caller has does not depend on the facts; the facts only split them into ready and waiting.
        const offered = [...detail.nextStatuses, ...detail.waitingStatuses.map((w) => w.status)].sort();
        expect(offered, `${username} ${row.status}`).toEqual(
          frozen
            ? []
            : nextMoves(row.status, { role }, NO_FACTS)
                .map((m) => m.to)
                .sort(),
        );
      }
    }
  });
});

describe("a customer's contract", () => {
  it("shows the contract, products and status, without reviewer notes, scores, supplier orders or others' notes", async () => {
    const page = (
      await t.api.get('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, query: { pageSize: 100, archived: 'all' }, as: 'customer' })
    ).body;
    expect(page.items.length).toBeGreaterThan(0);
    let sawOrders = false;
    for (const { id } of page.items) {
      const mine = await detailOf('customer', id);
      const staff = await detailOf('agencyadmin', id);
      if (staff.orders.length > 0) sawOrders = true;
      expect(mine.reviewNotes).toBeNull();
      if (mine.company) expect(mine.company).toMatchObject({ companySolidity: null });
      expect(mine.creditDecisions).toEqual([]);
      expect(mine.orders).toEqual([]);
      expect(mine.units.every((u) => u.orderId === null)).toBe(true);
      expect(mine.history.map((h) => h.toStatus)).toEqual(staff.history.map((h) => h.toStatus));
      expect(mine.history.filter((h) => h.changedBy?.username !== 'customer').every((h) => h.note === null)).toBe(true);
      expect(Object.values(mine.actions).some(Boolean)).toBe(false);
      expect(mine.items).toEqual(staff.items);
      const economics = (
        await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/economics', { params: { agencyId: milano, contractId: id }, as: 'customer' })
      ).body;
      expect(economics).not.toHaveProperty('rateFactor');
      expect(economics.monthlyPayment).toBe(mine.monthlyPayment);
    }
    expect(sawOrders).toBe(true);
  });

  it('refuses a customer edit, delete, archive and the other agency actions', async () => {
    const own = (
      await t.api.post('/api/Agency/{agencyId}/Contracts', {
        params: { agencyId: milano },
        json: contractBody(t.models.plain, { company: undefined }),
        as: 'customer',
      })
    ).body;
    expect(own.actions).toEqual({
      edit: false,
      delete: false,
      archive: false,
      unarchive: false,
      approve: false,
      confirm: false,
      resend: false,
      cancelDossier: false,
      resubmit: false,
    });
    const params = { agencyId: milano, contractId: own.id };
    expect((await t.api.delete('/api/Agency/{agencyId}/Contracts/{contractId}', { params, as: 'customer' })).status).toBe(403);
    for (const action of ['Archive', 'Confirm', 'Grenke/CancelDossier'] as const) {
      expect((await t.api.post(`/api/Agency/{agencyId}/Contracts/{contractId}/${action}`, { params, json: {}, as: 'customer' })).status, action).toBe(403);
    }
    const resubmit = await t.api.post('/api/Agency/{agencyId}/Contracts/{contractId}/Resubmit', { params, json: { providerCode: 'BNP' }, as: 'customer' });
    expect(resubmit.status).toBe(403);
  });

  it('still lets the customer answer what was sent to them', async () => {
    const [customer] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'customer'));
    const [theirs] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.companyId, customer!.companyId!), eq(contracts.archived, false)))
      .limit(1);
    await t.db.update(contracts).set({ status: 'sent', dossierCancelledAt: null }).where(eq(contracts.id, theirs!.id));
    const detail = await detailOf('customer', theirs!.id);
    expect(detail.nextStatuses.sort()).toEqual(['contractAccepted', 'refusedByCustomer']);
  });
});
