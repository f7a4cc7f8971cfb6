// The contracts area: list, detail, economics, signers, history, create,
// edit, delete, status changes and the actions of SPEC §4. Handlers follow
// STYLE's order: parse params, authorize, parse body, act, answer.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../auth/require-user';
import type { AuthedEnv } from '../lib/deps';
import { authorize } from './access';
import { approveContract, cancelDossier, changeContractStatus, confirmContract, deleteContract, resendContract, setArchived } from './actions';
import type { ContractDeps } from './deps';
import { findContract, loadContractDetail } from './detail';
import { contractSigners, historyRows } from './detail-parts';
import { contractEconomics } from './economics';
import { registerExportRoute } from './export-route';
import { listContracts } from './list';
import { idOf } from './route-kit';
import { detailRoute, economicsRoute, historyRoute, listRoute, signersRoute } from './routes-read';
import {
  approveRoute,
  archiveRoute,
  cancelDossierRoute,
  confirmRoute,
  createContractRoute,
  deleteContractRoute,
  editContractRoute,
  resendRoute,
  statusRoute,
  unarchiveRoute,
} from './routes-write';
import { createContract, editContract } from './save';
import { codedValidationHook } from './validation-hook';

type Params = { agencyId: string; contractId: string };
type Ctx = Context<AuthedEnv>;

/** An optional { note } body: absent or empty means no note. */
const noteOf = (body: { note?: string | null } | undefined) => body?.note || null;

export function registerContractRoutes(parent: OpenAPIHono, deps: ContractDeps): void {
  // A sub-app for its validation hook (pattern codes); errors still go through the parent's onError.
  const app = new OpenAPIHono({ defaultHook: codedValidationHook });
  const auth = requireUser(deps);
  const reader = async (c: Ctx, { agencyId, contractId }: Params) => ({
    viewer: await authorize(c, deps, 'contracts', 'read', agencyId),
    id: idOf(contractId),
  });
  const writer = async (c: Ctx, { agencyId, contractId }: Params) => ({
    viewer: await authorize(c, deps, 'contracts', 'update', agencyId),
    id: idOf(contractId),
  });
  const detail = async (c: Ctx, params: Params) => {
    const { viewer, id } = await reader(c, params);
    return loadContractDetail(deps.db, viewer, id);
  };

  app.openapi(listRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'contracts', 'read', c.req.valid('param').agencyId);
    return c.json(await listContracts(deps, viewer, c.req.valid('query')), 200);
  });
  app.openapi(detailRoute(auth), async (c) => c.json(await detail(c, c.req.valid('param')), 200));
  app.openapi(economicsRoute(auth), async (c) => {
    const { viewer, id } = await reader(c, c.req.valid('param'));
    return c.json(await contractEconomics(deps.db, viewer, id), 200);
  });
  app.openapi(signersRoute(auth), async (c) => {
    const { viewer, id } = await reader(c, c.req.valid('param'));
    await findContract(deps.db, viewer, id);
    return c.json(await contractSigners(deps.db, id), 200);
  });
  app.openapi(historyRoute(auth), async (c) => {
    const { viewer, id } = await reader(c, c.req.valid('param'));
    await findContract(deps.db, viewer, id);
    return c.json(await historyRows(deps.db, id), 200);
  });

  app.openapi(createContractRoute(auth), async (c) => {
    const viewer = await authorize(c, deps, 'contracts', 'create', c.req.valid('param').agencyId);
    const id = await createContract(deps, viewer, c.req.valid('json'));
    return c.json(await loadContractDetail(deps.db, viewer, id), 201);
  });
  app.openapi(editContractRoute(auth), async (c) => {
    const { viewer, id } = await writer(c, c.req.valid('param'));
    await editContract(deps, viewer, id, c.req.valid('json'));
    return c.json(await loadContractDetail(deps.db, viewer, id), 200);
  });
  app.openapi(deleteContractRoute(auth), async (c) => {
    const { agencyId, contractId } = c.req.valid('param');
    const viewer = await authorize(c, deps, 'contracts', 'delete', agencyId);
    await deleteContract(deps, viewer, idOf(contractId));
    return c.body(null, 204);
  });
  for (const method of ['put', 'post'] as const) {
    app.openapi(statusRoute(auth, method), async (c) => {
      const { viewer, id } = await writer(c, c.req.valid('param'));
      const { status, note } = c.req.valid('json');
      await changeContractStatus(deps, viewer, id, status, note || null);
      return c.json(await loadContractDetail(deps.db, viewer, id), 200);
    });
  }

  const actions = [
    [approveRoute, (viewer, id, note) => approveContract(deps, viewer, id, note)],
    [confirmRoute, (viewer, id) => confirmContract(deps, viewer, id)],
    [resendRoute, (viewer, id, note) => resendContract(deps, viewer, id, note)],
    [archiveRoute, (viewer, id) => setArchived(deps, viewer, id, true)],
    [unarchiveRoute, (viewer, id) => setArchived(deps, viewer, id, false)],
    [cancelDossierRoute, (viewer, id) => cancelDossier(deps, viewer, id)],
  ] as const satisfies readonly [typeof approveRoute, (viewer: Awaited<ReturnType<typeof authorize>>, id: number, note: string | null) => Promise<void>][];
  for (const [route, act] of actions) {
    app.openapi(route(auth), async (c) => {
      const { viewer, id } = await writer(c, c.req.valid('param'));
      await act(viewer, id, noteOf(c.req.valid('json')));
      return c.json(await loadContractDetail(deps.db, viewer, id), 200);
    });
  }
  registerExportRoute(app, deps, auth);
  parent.route('/', app);
}
