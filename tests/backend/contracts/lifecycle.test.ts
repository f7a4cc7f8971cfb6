// The lifecycle cannot be walked past its facts (docs/domain.md, "Lifecycle"):
// a signed contract with no serials and no DDT is refused inActivation and
// active for every role, with a localized reason naming what is missing; the
// superadministrator's override passes only with a written reason, recorded in
// the history and the audit trail; missing documents are not left by a pick.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contractMilestones, contractProducts, contracts, creditDecisions } from '@/backend/db/schema';
import { MILESTONES } from '@/core/lifecycle/status-groups';
import type { ContractStatus } from '@/core/domain/contracts';
import type { ApiResult } from '../../support/backend/api-caller';
import { type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';

const EVERY_ROLE = ['superadmin', 'admin', 'agencyadmin', 'capoarea', 'agent', 'junior', 'customer'];
/** Those whose scope holds the agent's contract; the others answer 404 (ids cannot be probed). */
const SEE_IT = ['superadmin', 'admin', 'agencyadmin', 'capoarea', 'agent'];

describe('the contract lifecycle and its facts', () => {
  let t: ContractsTestApp;
  let milano: number;
  beforeAll(async () => {
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  });
  afterAll(() => t.close());

  /** An agent's contract put straight into a status, as if it had got there, with the customer's company so they see it. */
  const contractIn = async (status: ContractStatus) => {
    const created = (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: contractBody(t.models.plain), as: 'agent' }))
      .body;
    await t.db.update(contracts).set({ status }).where(eq(contracts.id, created.id));
    return created.id;
  };
  const move = (
    username: string,
    id: number,
    status: ContractStatus,
    extra: { overrideReason?: string; note?: string } = {},
    language = 'it',
    agencyId = milano,
  ) =>
    t.api.put('/api/Agency/{agencyId}/Contracts/{contractId}/status', {
      params: { agencyId, contractId: id },
      json: { status, ...extra },
      as: username,
      headers: { 'accept-language': language },
    });
  const errorsOf = (response: ApiResult<unknown>) => response.error.errors;
  const detailAs = async (username: string, id: number) =>
    (await t.api.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId: milano, contractId: id }, as: username })).body;

  it('refuses inActivation to every role while units lack serials and DDTs, naming them in Italian and English', async () => {
    const id = await contractIn('contractAccepted');
    for (const username of EVERY_ROLE) {
      const response = await move(username, id, 'inActivation');
      expect(response.status, username).toBe(SEE_IT.includes(username) ? 409 : 404);
      if (response.status === 404) continue;
      const codes = errorsOf(response).map((e) => e.code);
      // Who may record the move hears what is missing; for the others it is no status they may select.
      if (username === 'superadmin' || username === 'admin') expect(codes, username).toEqual(['units_without_serial', 'units_without_ddt']);
      else expect(codes, username).toEqual(['update_status_failed_wrong_status_selected']);
    }
    const units = await t.db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.contractId, id));
    const italian = errorsOf(await move('admin', id, 'inActivation'));
    expect(italian[0]).toMatchObject({
      field: 'status',
      message: units.length === 1 ? 'Un prodotto è senza numero di serie' : `${units.length} prodotti sono senza numero di serie`,
    });
    const english = errorsOf(await move('admin', id, 'inActivation', {}, 'en'));
    expect(english[1]!.message).toMatch(/DDT \(number and date\)/);
    expect((await detailAs('admin', id)).status).toBe('contractAccepted');
  });

  it('lets a recorded move through once every unit has its serial and DDT', async () => {
    const id = await contractIn('contractAccepted');
    const units = await t.db.select({ id: contractProducts.id }).from(contractProducts).where(eq(contractProducts.contractId, id));
    for (const unit of units) {
      await t.db
        .update(contractProducts)
        .set({ serialNumber: `SN-LC-${unit.id}`, ddtNumber: `DDT-${id}`, ddtDate: '2026-11-01' })
        .where(eq(contractProducts.id, unit.id));
    }
    const detail = await detailAs('admin', id);
    expect(detail.nextStatuses).toEqual(['inActivation']);
    const moved = await move('admin', id, 'inActivation');
    expect(moved.status).toBe(200);
    expect(moved.body.units.every((u) => u.status === 'inActivation')).toBe(true);
  });

  it('makes a contract active only through the delivery confirmation: the status change is refused to every role', async () => {
    const id = await contractIn('inActivation');
    for (const username of EVERY_ROLE) {
      const response = await move(username, id, 'active');
      expect(response.status, username).toBe(SEE_IT.includes(username) ? 409 : 404);
      if (response.status === 404) continue;
      const codes = errorsOf(response).map((e) => e.code);
      if (username === 'superadmin') expect(codes).toEqual(['units_without_serial', 'units_without_ddt', 'delivery_not_confirmed']);
      else expect(codes, username).toEqual(['update_status_failed_wrong_status_selected']);
    }
  });

  it('shows the superadministrator what a move waits for, as an override it may make', async () => {
    const id = await contractIn('inActivation');
    const detail = await detailAs('superadmin', id);
    expect(detail.nextStatuses).toEqual([]);
    expect(detail.waitingStatuses).toEqual([
      {
        status: 'active',
        missing: [
          { code: 'units_without_serial', count: expect.any(Number) },
          { code: 'units_without_ddt', count: expect.any(Number) },
          { code: 'delivery_not_confirmed' },
        ],
        overridable: true,
      },
    ]);
    const admin = await detailAs('admin', id);
    expect([...admin.nextStatuses, ...admin.waitingStatuses]).toEqual([]);
  });

  it('overrides only for the superadministrator, only with a written reason, recorded in the history and the audit trail', async () => {
    const id = await contractIn('contractAccepted');
    const forbidden = await move('admin', id, 'inActivation', { overrideReason: 'Il fornitore ha confermato per telefono' });
    expect(forbidden.status).toBe(403);
    expect((await move('superadmin', id, 'inActivation', { overrideReason: '   ' })).status).toBe(409);

    const reason = 'Seriali in arrivo dal fornitore, consegna già avvenuta';
    const response = await move('superadmin', id, 'inActivation', { overrideReason: reason, note: 'Forzato' });
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: 'contractAccepted',
      toStatus: 'inActivation',
      changedBy: { username: 'superadmin' },
      note: 'Forzato',
      override: { reason, facts: ['units_without_serial', 'units_without_ddt'] },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contract'), eq(auditLog.entityId, id), eq(auditLog.action, 'override')));
    expect(audit?.changes).toMatchObject({ status: { from: 'contractAccepted', to: 'inActivation' }, overrideReason: { to: reason } });

    // The agent sees the override in the history; the customer sees the move without the agency's reason.
    const agentView = await detailAs('agent', id);
    expect(agentView.history.at(-1)!.override?.reason).toBe(reason);

    // The statistics count it: contracts by status, with how many were overridden.
    const stats = await t.api.get('/api/Statistics/{category}/{metric}', {
      params: { category: 'overall-performance', metric: 'contracts' },
      query: { status: 'inActivation' },
      as: 'superadmin',
      agencyId: t.agency['SmartCom']!,
    });
    expect(stats.status).toBe(200);
    const table = stats.body;
    expect(table.rows.find((r) => r.key === 'inActivation')!.values.overridden).toBeGreaterThanOrEqual(1);
  });

  it('does not leave missing documents by a pick: documentationOk waits for the documents asked for', async () => {
    const id = await contractIn('missingDocs');
    await t.db.insert(creditDecisions).values({
      contractId: id,
      providerCode: 'GRENKE',
      outcome: 'missingDocs',
      reason: 'missing_company_data',
      details: { missing: ['companySolidity', 'employees'] },
    });
    const refused = await move('agent', id, 'documentationOk');
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)).toEqual([
      expect.objectContaining({
        field: 'status',
        code: 'documents_not_accepted',
        message: '2 documenti richiesti dal finanziatore non sono ancora stati forniti e accettati',
      }),
    ]);
    const detail = await detailAs('agent', id);
    expect(detail.waitingStatuses).toEqual([{ status: 'documentationOk', missing: [{ code: 'documents_not_accepted', count: 2 }], overridable: false }]);
    expect((await move('superadmin', id, 'documentationOk', { overrideReason: 'Bilancio ricevuto via PEC' })).status).toBe(200);
  });

  it('approves only on a positive credit decision', async () => {
    const id = await contractIn('preApprovated');
    const decided = (outcome: 'refused' | 'preApprovated', minutes: number) =>
      t.db
        .insert(creditDecisions)
        .values({ contractId: id, providerCode: 'GRENKE', outcome, reason: 'test', decidedAt: new Date(Date.now() + minutes * 60_000) });
    // The provider's latest word counts: a refusal after the pre-approval leaves nothing to approve.
    await decided('refused', 1);
    const refused = await move('admin', id, 'approvated');
    expect(refused.status).toBe(409);
    expect(errorsOf(refused).map((e) => e.code)).toEqual(['credit_not_positive']);
    await decided('preApprovated', 2);
    expect((await move('admin', id, 'approvated')).status).toBe(200);
  });

  it("gives the statistics' trigger the lifecycle's milestones, written at start from core/", async () => {
    const rows = await t.db.select().from(contractMilestones);
    expect(Object.fromEntries(rows.map((r) => [r.milestone, r.status]))).toEqual(MILESTONES);
  });

  it("keeps another agency's contracts out of reach: the Nikon agent gets 404, the superadministrator's override included", async () => {
    const id = await contractIn('contractAccepted');
    expect((await move('nikon', id, 'inActivation', { overrideReason: 'prova' })).status).toBe(404);
    expect((await move('nikon', id, 'inActivation', {}, 'it', t.agency['Nikon']!)).status).toBe(404);
  });
});
