// The contracts area: list, detail, economics, signers, history, export,
// create, edit, delete, status changes and the actions (docs/domain.md). One line
// per route: its definition, who may call it, and the service that answers.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Capability } from '../../core/capabilities';
import type { Viewer } from '../auth/actor';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import type { ContractDeps } from './deps';
import { localeOf } from '../http/errors';
import { approveContract, cancelDossier, changeContractStatus, confirmContract, deleteContract, resendContract, setArchived } from './actions';
import { findContract, loadContractDetail } from './detail';
import { contractSigners, historyRows } from './detail-parts';
import { historyFor } from './history-view';
import { contractEconomics } from './economics';
import { xlsxHeaders } from '../spreadsheets/stream-writer';
import { exportContracts } from './export';
import { listContracts } from './list';
import {
  approveRoute,
  archiveRoute,
  cancelDossierRoute,
  confirmRoute,
  type ContractActionRoute,
  createContractRoute,
  deleteContractRoute,
  detailRoute,
  economicsRoute,
  editContractRoute,
  exportRoute,
  historyRoute,
  listRoute,
  resendRoute,
  resubmitRoute,
  signersRoute,
  statusRoute,
  unarchiveRoute,
} from './routes';
import type { ContractAction } from './rules';
import { resubmitContract } from './resubmit';
import { createContract, editContract } from './save';

const READ = 'contracts.read';
/** The capability each contract action takes, checked before the body is read; the contract's state is ./rules' to judge. */
const taking = {
  edit: 'contracts.edit',
  delete: 'contracts.delete',
  approve: 'contracts.status.approve',
  confirm: 'contracts.edit',
  archive: 'contracts.edit',
  unarchive: 'contracts.edit',
  resend: 'contracts.status.record',
  cancelDossier: 'contracts.dossier.cancel',
  resubmit: 'contracts.resubmit',
} as const satisfies Record<ContractAction, Capability>;

/** An optional { note } body: absent or empty means no note. */
const noteOf = (body: { note?: string | null } | undefined) => body?.note || null;

export function registerContractRoutes(app: OpenAPIHono, deps: ContractDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;
  /** Reads of one contract answer 404 unless it is in the viewer's scope. */
  const inScope = async (viewer: Viewer, contractId: string) => (await findContract(db, viewer, idOf(contractId))).id;
  /** The detail as of the app's clock (a provider's eligibility counts the company's age to today). */
  const detailOf = (viewer: Viewer, id: number) => loadContractDetail(db, viewer, id, deps.clock());

  guarded(listRoute(auth), READ, async (c, viewer) => c.json(await listContracts(deps, viewer, c.req.valid('query')), 200));
  guarded(detailRoute(auth), READ, async (c, viewer) => c.json(await detailOf(viewer, idOf(c.req.valid('param').contractId)), 200));
  // Whoever reads the contract calls it; the figures are for those who hold 'contracts.economics.read' (./economics).
  guarded(economicsRoute(auth), READ, async (c, viewer) => c.json(await contractEconomics(db, viewer, idOf(c.req.valid('param').contractId)), 200));
  guarded(signersRoute(auth), READ, async (c, viewer) => c.json(await contractSigners(db, await inScope(viewer, c.req.valid('param').contractId)), 200));
  guarded(historyRoute(auth), READ, async (c, viewer) =>
    c.json(historyFor(viewer, await historyRows(db, await inScope(viewer, c.req.valid('param').contractId))), 200),
  );

  guarded(createContractRoute(auth), 'quotes.create', async (c, viewer) => {
    const id = await createContract(deps, viewer, c.req.valid('json'));
    return c.json(await detailOf(viewer, id), 201);
  });
  guarded(editContractRoute(auth), taking.edit, async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    await editContract(deps, viewer, id, c.req.valid('json'));
    return c.json(await detailOf(viewer, id), 200);
  });
  guarded(deleteContractRoute(auth), taking.delete, async (c, viewer) => {
    await deleteContract(deps, viewer, idOf(c.req.valid('param').contractId));
    return c.body(null, 204);
  });
  for (const method of ['put', 'post'] as const) {
    // Whoever answers a contract sent may call it; the lifecycle decides per transition who takes which step (./status-change).
    guarded(statusRoute(auth, method), 'contracts.status.answer', async (c, viewer) => {
      const id = idOf(c.req.valid('param').contractId);
      const { status, note, overrideReason } = c.req.valid('json');
      await changeContractStatus(deps, viewer, id, { status, note: note || null, overrideReason });
      return c.json(await detailOf(viewer, id), 200);
    });
  }

  const actions: readonly [ContractActionRoute, ContractAction, (viewer: Viewer, id: number, note: string | null) => Promise<void>][] = [
    [approveRoute, 'approve', (viewer, id, note) => approveContract(deps, viewer, id, note)],
    [confirmRoute, 'confirm', (viewer, id) => confirmContract(deps, viewer, id)],
    [resendRoute, 'resend', (viewer, id, note) => resendContract(deps, viewer, id, note)],
    [archiveRoute, 'archive', (viewer, id) => setArchived(deps, viewer, id, true)],
    [unarchiveRoute, 'unarchive', (viewer, id) => setArchived(deps, viewer, id, false)],
    [cancelDossierRoute, 'cancelDossier', (viewer, id) => cancelDossier(deps, viewer, id)],
  ];
  for (const [route, action, act] of actions) {
    guarded(route(auth), taking[action], async (c, viewer) => {
      const id = idOf(c.req.valid('param').contractId);
      await act(viewer, id, noteOf(c.req.valid('json')));
      return c.json(await detailOf(viewer, id), 200);
    });
  }

  guarded(resubmitRoute(auth), taking.resubmit, async (c, viewer) => {
    const id = idOf(c.req.valid('param').contractId);
    await resubmitContract(deps, viewer, id, c.req.valid('json'));
    return c.json(await detailOf(viewer, id), 200);
  });

  guarded(exportRoute(auth), READ, async (c, viewer) => {
    const { locale, ...query } = c.req.valid('query');
    const file = await exportContracts(deps, viewer, query, locale ?? localeOf(c));
    return c.body(file.body, 200, xlsxHeaders(file.fileName, file.rows));
  });
}
