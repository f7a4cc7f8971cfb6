// Issue #28, item 3: the notes staff write on status changes never reach a
// customer, through the detail or through GET …/History (one projection of the
// history per role, backend/contracts/history-view.ts); the customer's own note
// stays theirs, staff read every note, and another agency's history is not there.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractStatusHistory, contracts, users } from '@/backend/db/schema';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractsTestApp, type Detail, setupContractsApp } from '../../support/backend/contracts-app';

type History = Detail['history'];

const STAFF_NOTE = 'Cliente in ritardo con i pagamenti: solo uso interno';
const CUSTOMER_NOTE = 'Accettato dal cliente';

describe('contract history per role', () => {
  let t: ContractsTestApp;
  let milano: number;
  let nikon: number;
  let contractId: number;
  let nikonContractId: number;

  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
    nikon = t.agency.Nikon!;
    const [customer] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, 'customer'));
    const [own] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.agencyId, milano), eq(contracts.companyId, customer!.companyId!)))
      .limit(1);
    contractId = own!.id;
    const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'agencyadmin'));
    const at = new Date();
    await t.db.insert(contractStatusHistory).values([
      { contractId, fromStatus: 'sent', toStatus: 'sent', changedById: staff!.id, changedAt: at, note: STAFF_NOTE },
      { contractId, fromStatus: 'sent', toStatus: 'sent', changedById: customer!.id, changedAt: at, note: CUSTOMER_NOTE },
    ]);
    const [other] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.agencyId, nikon), isNotNull(contracts.companyId)))
      .limit(1);
    nikonContractId = other!.id;
  });
  afterAll(() => t.close());

  const notesIn = (history: History) => history.map((entry) => entry.note).filter((note) => note !== null);
  const ok = <A>(response: ApiResult<A>) => {
    expect(response.status, String(response)).toBe(200);
    return response.body;
  };
  const historyOf = (username: string, agencyId: number, id: number) =>
    t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}/History', { params: { agencyId, contractId: id }, as: username });

  it('gives a customer neither through the detail nor through …/History the notes staff wrote', async () => {
    const detail = ok(await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId }, as: 'customer' }));
    const history = ok(await historyOf('customer', milano, contractId));
    for (const entries of [detail.history, history]) {
      expect(notesIn(entries)).not.toContain(STAFF_NOTE);
      expect(notesIn(entries)).toContain(CUSTOMER_NOTE);
    }
    // The two answers carry the same projection.
    expect(history).toEqual(detail.history);
  });

  it('gives agency staff every note', async () => {
    const history = ok(await historyOf('agencyadmin', milano, contractId));
    expect(notesIn(history)).toEqual(expect.arrayContaining([STAFF_NOTE, CUSTOMER_NOTE]));
  });

  it("answers 404 for another agency's history, to the customer and to Milano's admin", async () => {
    expect((await historyOf('customer', nikon, nikonContractId)).status).toBe(404);
    expect((await historyOf('customer', milano, nikonContractId)).status).toBe(404);
    expect((await historyOf('agencyadmin', milano, nikonContractId)).status).toBe(404);
  });
});
