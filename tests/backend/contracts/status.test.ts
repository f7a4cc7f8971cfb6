// Status changes (PUT and POST …/status) and the actions (docs/domain.md):
// approve, confirm, re-send, archive, unarchive, cancel dossier; the history
// row, lastStatusChangeAt and closingDate that follow; 409 in the wrong state,
// 403 without the permission, 404 out of scope. A fake HTTP credit provider
// drives the error → re-send path.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@/backend/app';
import { httpCreditProvider } from '@/backend/credit';
import { contracts } from '@/backend/db/schema';
import type { ContractStatus } from '@/core/domain/contracts';
import { type ApiResult, typedApi } from '../../support/backend/api-caller';
import { COMPANY, type ContractBody, type ContractsTestApp, contractBody, setupContractsApp } from '../../support/backend/contracts-app';
import { type FakeCreditServer, startFakeCreditServer } from '../../support/backend/fake-credit-server';

describe('contract status and actions', () => {
  let t: ContractsTestApp;
  let fake: FakeCreditServer;
  let milano: number;
  beforeAll(async () => {
    fake = await startFakeCreditServer();
    t = await setupContractsApp();
    milano = t.agency['Agenzia Milano']!;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.answer = { status: 200, body: { outcome: 'preApprovated', score: 90, reason: 'rating_A', dossierId: 'GR-1' } };
  });

  const CONTRACT = '/api/Agency/{agencyId}/Contracts/{contractId}';
  type Action = 'Approve' | 'Confirm' | 'Resend' | 'Archive' | 'Unarchive' | 'Grenke/CancelDossier';
  const params = (contractId: number) => ({ agencyId: milano, contractId });
  const create = async (username: string, extra: Partial<ContractBody> = {}) =>
    (await t.api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: contractBody(t.models.plain, extra), as: username })).body;
  const edit = (username: string, id: number, json: ContractBody) => t.api.put(CONTRACT, { params: params(id), json, as: username });
  const setStatus = (username: string, id: number, status: ContractStatus, note?: string, method: 'PUT' | 'POST' = 'PUT') => {
    const call = { params: params(id), json: { status, note }, as: username };
    return method === 'PUT' ? t.api.put(`${CONTRACT}/status`, call) : t.api.post(`${CONTRACT}/status`, call);
  };
  const act = (username: string, id: number, action: Action, json?: { note?: string }) =>
    t.api.post(`${CONTRACT}/${action}`, { params: params(id), json, as: username });
  /** Puts a contract of the agent's straight into a status, as if it had got there. */
  const forceStatus = async (id: number, status: ContractStatus) => t.db.update(contracts).set({ status }).where(eq(contracts.id, id));
  const expectWrongStatus = (response: ApiResult<unknown>) => {
    expect(response.status).toBe(409);
    expect(response.error.errors[0]!.code).toBe('update_status_failed_wrong_status_selected');
  };

  describe('PUT/POST …/status', () => {
    it('follows the table, recording who, when, from, to and the note', async () => {
      const c = await create('agent');
      await forceStatus(c.id, 'approvated');
      const response = await setStatus('agent', c.id, 'sent', 'Inviato al cliente via PEC');
      expect(response.status).toBe(200);
      const sent = response.body;
      expect(sent.status).toBe('sent');
      expect(sent.history.at(-1)).toMatchObject({
        fromStatus: 'approvated',
        toStatus: 'sent',
        changedBy: { username: 'agent' },
        note: 'Inviato al cliente via PEC',
      });
      expect(Date.parse(sent.lastStatusChangeAt)).toBeGreaterThan(Date.parse(c.lastStatusChangeAt));
      expect(sent.nextStatuses.sort()).toEqual(['contractAccepted', 'refusedByCustomer']);

      const accepted = (await setStatus('agent', c.id, 'contractAccepted', undefined, 'POST')).body;
      expect(accepted.status).toBe('contractAccepted');
      expect(accepted.units.every((u) => u.status === 'shipmentPreparation')).toBe(true);
    });

    it('lets only the provider or an administrator take its decisions, and sets the closing date', async () => {
      const c = await create('agent');
      expectWrongStatus(await setStatus('agent', c.id, 'approvated'));
      await forceStatus(c.id, 'closing');
      expectWrongStatus(await setStatus('agent', c.id, 'closed'));
      const closed = (await setStatus('admin', c.id, 'closed')).body;
      expect(closed.closingDate).toBe(new Date().toISOString().slice(0, 10));
      expect(closed.units.every((u) => u.status === 'closed')).toBe(true);
      expect(closed.history.at(-1)!.changedBy?.username).toBe('admin');
    });

    it('refuses anything else with 409: same status, backwards, system-only moves, archived contracts', async () => {
      const c = await create('agent');
      expectWrongStatus(await setStatus('agent', c.id, 'preApprovated'));
      expectWrongStatus(await setStatus('admin', c.id, 'created'));
      expectWrongStatus(await setStatus('admin', c.id, 'draft'));
      await forceStatus(c.id, 'created');
      expectWrongStatus(await setStatus('admin', c.id, 'refused'));
      await t.db.update(contracts).set({ status: 'refused', archived: true }).where(eq(contracts.id, c.id));
      expectWrongStatus(await setStatus('admin', c.id, 'created'));
    });

    it('lets the customer answer a contract sent to their company', async () => {
      const own = await create('customer', { company: undefined });
      await forceStatus(own.id, 'sent');
      const refused = (await setStatus('customer', own.id, 'refusedByCustomer', 'Preferiamo acquistare')).body;
      expect(refused.history.at(-1)).toMatchObject({ changedBy: { username: 'customer' }, toStatus: 'refusedByCustomer' });
    });

    it('answers 400 for an unknown status, 404 out of scope', async () => {
      const c = await create('agent');
      // a probe: a status the route's body does not take
      expect((await t.as('agent', `/api/Agency/${milano}/Contracts/${c.id}/status`, { method: 'PUT', body: { status: 'teleported' } })).status).toBe(400);
      expect((await setStatus('junior', c.id, 'sent')).status).toBe(404);
      expect((await setStatus('customer', c.id, 'sent')).status).toBe(404);
    });
  });

  describe('approve', () => {
    it('is for administrators: a draft with company goes to created and is evaluated', async () => {
      const draft = await create('junior', { company: undefined, signers: [] });
      expect((await act('junior', draft.id, 'Approve')).status).toBe(403);
      // a role that may never approve is refused before the contract is looked up (403, whatever its scope)
      expect((await act('agent', draft.id, 'Approve')).status).toBe(403);
      expect((await act('capoarea', draft.id, 'Approve')).status).toBe(403);
      const approved = (await act('admin', draft.id, 'Approve', { note: 'Ok dopo verifica' })).body;
      // no company yet: created, waiting for the agent to complete it and confirm the quote
      expect(approved.status).toBe('created');
      expect(approved.history.at(-1)).toMatchObject({ fromStatus: 'draft', toStatus: 'created', changedBy: { username: 'admin' }, note: 'Ok dopo verifica' });
      expectWrongStatus(await act('admin', draft.id, 'Approve'));
    });

    it('turns a draft with reviewer notes into draft_with_notes, which approval also accepts', async () => {
      const draft = await create('agent', { company: undefined, signers: [] });
      const noted = (await setStatus('admin', draft.id, 'draft_with_notes', 'Manca la visura')).body;
      expect(noted).toMatchObject({ status: 'draft_with_notes', reviewNotes: 'Manca la visura' });
      await edit('agent', draft.id, contractBody(t.models.plain));
      const approved = (await act('superadmin', draft.id, 'Approve')).body;
      expect(approved.status).toBe('preApprovated');
      expect(approved.history.map((h) => h.toStatus)).toEqual(['draft', 'draft_with_notes', 'created', 'preApprovated']);
    });
  });

  describe('confirm quote', () => {
    it('sends a created contract with its company to the credit provider', async () => {
      const draft = await create('agent', { company: undefined, signers: [] });
      await act('admin', draft.id, 'Approve');
      const missing = await act('agent', draft.id, 'Confirm');
      expect(missing.status).toBe(409);
      expect(missing.error.errors[0]!.code).toBe('company_required');
      await edit('agent', draft.id, contractBody(t.models.plain, { company: { ...COMPANY, vatNumber: '44444444440', companySolidity: 40, employees: 3 } }));
      const confirmed = (await act('agent', draft.id, 'Confirm')).body;
      expect(confirmed.status).toBe('missingDocs');
      expectWrongStatus(await act('agent', draft.id, 'Confirm'));
    });
  });

  describe('credit provider over HTTP', () => {
    it('puts a contract in error when the provider fails, and re-sends it', async () => {
      // A second app on the same database, evaluating through the fake provider.
      const app = createApp({
        db: t.db,
        config: t.config,
        clock: t.clock.now,
        creditProvider: httpCreditProvider({ baseUrl: fake.url, timeoutMs: 2000 }),
        queue: t.queue,
      });
      const token = (await t.signIn('agent')).accessToken;
      const api = typedApi(
        (path, init) => app.request(path, init),
        async () => token,
      );
      const call = (id: number, action: Action) => api.post(`${CONTRACT}/${action}`, { params: params(id), as: 'agent' });

      fake.answer = { status: 503, body: {} };
      const failed = (await api.post('/api/Agency/{agencyId}/Contracts', { params: { agencyId: milano }, json: contractBody(t.models.plain), as: 'agent' }))
        .body;
      expect(failed.status).toBe('error');
      expect(failed.creditDecisions[0]).toMatchObject({ outcome: 'error', reason: 'provider_unavailable' });
      expect(fake.received[0]!.body).toMatchObject({ contractNumber: failed.number, providerCode: 'GRENKE', company: { vatNumber: COMPANY.vatNumber } });
      expect(failed.actions.resend).toBe(true);

      fake.answer = { status: 200, body: { outcome: 'preApprovated', score: 77, reason: 'rating_B', dossierId: 'GR-777' } };
      const resent = (await call(failed.id, 'Resend')).body;
      expect(resent.status).toBe('preApprovated');
      expect(resent.history.map((h) => h.toStatus)).toEqual(['created', 'error', 'created', 'preApprovated']);
      expect(resent.creditDecisions.map((d) => d.outcome)).toEqual(['error', 'preApprovated']);

      fake.answer = { status: 500, body: {} };
      const unreachable = await call(failed.id, 'Grenke/CancelDossier');
      expect(unreachable.status).toBe(502);
      fake.answer = { status: 200, body: {} };
      const cancelled = (await call(failed.id, 'Grenke/CancelDossier')).body;
      expect(cancelled.dossierCancelledAt).not.toBeNull();
      expect(fake.received.at(-1)!.url).toBe('/api/v2/dossiers/GR-777/cancel');
    });
  });

  describe('re-send', () => {
    it('is only for contracts in error', async () => {
      const c = await create('agent');
      expectWrongStatus(await act('agent', c.id, 'Resend'));
      await forceStatus(c.id, 'error');
      // customers take no contract action at all: refused before the contract is looked up
      expect((await act('customer', c.id, 'Resend')).status).toBe(403);
      expect((await act('junior', c.id, 'Resend')).status).toBe(404);
      const resent = (await act('agent', c.id, 'Resend')).body;
      expect(resent.status).toBe('preApprovated');
    });
  });

  describe('archive and unarchive', () => {
    it('archives refused, refusedByCustomer, closed, finished and draft contracts only', async () => {
      const c = await create('agent');
      expectWrongStatus(await act('agent', c.id, 'Archive'));
      for (const status of ['refused', 'refusedByCustomer', 'closed', 'finished', 'draft'] as const) {
        await t.db.update(contracts).set({ status, archived: false }).where(eq(contracts.id, c.id));
        const archived = (await act('agent', c.id, 'Archive')).body;
        expect(archived.archived, status).toBe(true);
        expect(archived.actions).toMatchObject({ unarchive: true, archive: false, edit: false });
        expectWrongStatus(await act('agent', c.id, 'Archive'));
      }
      const back = (await act('agent', c.id, 'Unarchive')).body;
      expect(back.archived).toBe(false);
      expectWrongStatus(await act('agent', c.id, 'Unarchive'));
      expect((await act('junior', c.id, 'Archive')).status).toBe(404);
    });
  });

  describe('cancel dossier', () => {
    it('cancels while not yet active, then allows archiving and freezes the status', async () => {
      const c = await create('agent');
      expect(c.status).toBe('preApprovated');
      const cancelled = (await act('agent', c.id, 'Grenke/CancelDossier')).body;
      expect(cancelled.dossierCancelledAt).not.toBeNull();
      expect(cancelled.nextStatuses).toEqual([]);
      expect(cancelled.actions).toMatchObject({ archive: true, cancelDossier: false });
      expectWrongStatus(await act('agent', c.id, 'Grenke/CancelDossier'));
      expectWrongStatus(await setStatus('admin', c.id, 'approvated'));
      expect((await act('agent', c.id, 'Archive')).body.archived).toBe(true);
    });

    it('refuses an active contract and a draft', async () => {
      const c = await create('agent');
      await forceStatus(c.id, 'active');
      expectWrongStatus(await act('agent', c.id, 'Grenke/CancelDossier'));
      const draft = await create('agent', { company: undefined, signers: [] });
      expectWrongStatus(await act('agent', draft.id, 'Grenke/CancelDossier'));
    });
  });

  it('moves only one of two concurrent identical changes', async () => {
    const c = await create('agent');
    await forceStatus(c.id, 'approvated');
    const answers = await Promise.all([setStatus('agent', c.id, 'sent'), setStatus('agent', c.id, 'sent')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db
      .select({ status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.id, c.id)));
    expect(row!.status).toBe('sent');
  });
});
