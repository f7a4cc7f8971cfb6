// the contract actions and the status endpoint. Each checks the rules
// (./rules: 403 without the permission, 409 in the wrong state), then changes
// the row only if its state is still what was checked, so two clicks or two
// instances cannot both succeed.
import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { ContractStatus } from '../../core/domain/contracts';
import { CreditProviderError } from '../credit';
import { contracts, creditDecisions } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Viewer } from '../auth/actor';
import type { ContractDeps } from './deps';
import { type FoundContract, findContract } from './detail';
import { evaluateContract } from './evaluate';
import { type ContractAction, checkAction } from './rules';
import { asPerson, changeStatus, wrongStatus } from './status-change';
import { ARCHIVABLE_STATUSES, DOSSIER_CANCELLABLE_STATUSES, EDITABLE_STATUSES } from '../../core/lifecycle/status-groups';

async function guard(deps: ContractDeps, viewer: Viewer, id: number, action: ContractAction): Promise<FoundContract> {
  const found = await findContract(deps.db, viewer, id);
  const verdict = checkAction(action, viewer.actor.role, found);
  if (verdict === 'forbidden') throw new ApiError(403, 'forbidden');
  if (verdict === 'company_required') throw new ApiError(409, 'company_required');
  if (verdict !== 'ok') throw wrongStatus();
  return found;
}

const byViewer = (viewer: Viewer) => asPerson(viewer.actor.userId, { role: viewer.actor.role });

async function moveThenEvaluate(
  deps: ContractDeps,
  viewer: Viewer,
  found: FoundContract,
  to: ContractStatus,
  note: string | null,
  overrideReason?: string | null,
) {
  await deps.db.transaction((tx) => changeStatus(tx, found.id, found.status, to, byViewer(viewer), note, deps.clock(), { overrideReason }));
  // Entering created with a company means the credit provider looks at it (approve, re-send).
  if (to === 'created' && found.companyId !== null) await evaluateContract(deps, found.id);
}

/** Administrators: draft or draft_with_notes → created, then the credit evaluation when the company is known. */
export async function approveContract(deps: ContractDeps, viewer: Viewer, id: number, note: string | null) {
  const found = await guard(deps, viewer, id, 'approve');
  await moveThenEvaluate(deps, viewer, found, 'created', note);
}

/** Confirm quote: a created contract with its company goes to the credit provider. */
export async function confirmContract(deps: ContractDeps, viewer: Viewer, id: number) {
  await guard(deps, viewer, id, 'confirm');
  if (!(await evaluateContract(deps, id))) throw wrongStatus();
}

/** Re-send: error → created, then evaluated again. */
export async function resendContract(deps: ContractDeps, viewer: Viewer, id: number, note: string | null) {
  const found = await guard(deps, viewer, id, 'resend');
  await moveThenEvaluate(deps, viewer, found, 'created', note);
}

export async function setArchived(deps: ContractDeps, viewer: Viewer, id: number, archived: boolean) {
  await guard(deps, viewer, id, archived ? 'archive' : 'unarchive');
  const now = deps.clock();
  const archivable = or(inArray(contracts.status, [...ARCHIVABLE_STATUSES]), isNotNull(contracts.dossierCancelledAt));
  const changed = await deps.db
    .update(contracts)
    // updatedAt moves too: the archiving job counts from it, so an unarchived contract is not archived again overnight.
    .set({ archived, archivedAt: archived ? now : null, updatedAt: now })
    .where(and(eq(contracts.id, id), archived ? and(eq(contracts.archived, false), archivable) : eq(contracts.archived, true)))
    .returning({ id: contracts.id });
  if (changed.length === 0) throw wrongStatus();
}

/** Irreversible (the client asks for confirmation): the contract and its rows go. */
export async function deleteContract(deps: ContractDeps, viewer: Viewer, id: number) {
  await guard(deps, viewer, id, 'delete');
  const deleted = await deps.db
    .delete(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.archived, false), inArray(contracts.status, [...EDITABLE_STATUSES])))
    .returning({ id: contracts.id });
  if (deleted.length === 0) throw wrongStatus();
}

/** Cancels the credit provider's dossier while the contract is not yet active. */
export async function cancelDossier(deps: ContractDeps, viewer: Viewer, id: number) {
  await guard(deps, viewer, id, 'cancelDossier');
  const [latest] = await deps.db
    .select({ dossierId: creditDecisions.dossierId, providerCode: creditDecisions.providerCode })
    .from(creditDecisions)
    .where(and(eq(creditDecisions.contractId, id), isNotNull(creditDecisions.dossierId)))
    .orderBy(desc(creditDecisions.decidedAt), desc(creditDecisions.id))
    .limit(1);
  if (latest?.dossierId) {
    try {
      // The dossier is the provider's that opened it, whichever provider the contract has now.
      await deps.credit.forCode(latest.providerCode).cancelDossier(latest.dossierId);
    } catch (error) {
      if (error instanceof CreditProviderError) throw new ApiError(502, 'connection_error');
      throw error;
    }
  }
  const now = deps.clock();
  const changed = await deps.db
    .update(contracts)
    .set({ dossierCancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(contracts.id, id),
        isNull(contracts.dossierCancelledAt),
        eq(contracts.archived, false),
        inArray(contracts.status, [...DOSSIER_CANCELLABLE_STATUSES]),
      ),
    )
    .returning({ id: contracts.id });
  if (changed.length === 0) throw wrongStatus();
}

/** PUT/POST …/status: any move of the lifecycle the caller may take, its facts holding or overridden with a reason. */
export async function changeContractStatus(
  deps: ContractDeps,
  viewer: Viewer,
  id: number,
  change: { status: ContractStatus; note: string | null; overrideReason?: string | null },
) {
  const found = await findContract(deps.db, viewer, id);
  if (found.archived || found.dossierCancelledAt !== null) throw wrongStatus();
  await moveThenEvaluate(deps, viewer, found, change.status, change.note, change.overrideReason);
}
