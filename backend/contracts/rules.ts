// Whether a role may take one of the actions on a contract in its
// present state, pure: the action handlers enforce it and the detail answer
// shows it (so the page offers only what will work). Permission first (403),
// then state (409), as the handlers answer.
import { type Capability, holds } from '../../core/capabilities';
import type { ContractStatus } from '../../core/domain/contracts';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';
import { ARCHIVABLE_STATUSES, DOSSIER_CANCELLABLE_STATUSES, EDITABLE_STATUSES } from '../../core/lifecycle/status-groups';
import type { Role } from '../../core/roles';

export const CONTRACT_ACTIONS = ['edit', 'delete', 'archive', 'unarchive', 'approve', 'confirm', 'resend', 'cancelDossier', 'resubmit'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** The capability each action asks for (core/capabilities.ts); customers hold none of them. */
export const ACTION_CAPABILITY: Record<ContractAction, Capability> = {
  edit: 'contracts.edit',
  delete: 'contracts.delete',
  archive: 'contracts.edit',
  unarchive: 'contracts.edit',
  confirm: 'contracts.edit',
  approve: 'contracts.status.approve',
  resend: 'contracts.status.record',
  cancelDossier: 'contracts.dossier.cancel',
  resubmit: 'contracts.resubmit',
};

export interface ContractState {
  status: ContractStatus;
  archived: boolean;
  companyId: number | null;
  dossierCancelledAt: Date | null;
}

export type ActionVerdict = 'ok' | 'forbidden' | 'wrong_status' | 'company_required';

/** Whether the role may take the action at all, whatever the contract: the routes' rule (checked before the body) and checkAction's first step. */
export function permitted(action: ContractAction, role: Role): boolean {
  return holds({ role }, ACTION_CAPABILITY[action]);
}

/** Approve, re-send and resubmit are moves of the lifecycle to created that the action's capability takes. */
const movesToCreated = (status: ContractStatus, action: ContractAction) => transitionOf(status, 'created')?.by.includes(ACTION_CAPABILITY[action]) ?? false;

function stateAllows(action: ContractAction, c: ContractState): boolean {
  if (action === 'unarchive') return c.archived;
  if (c.archived) return false;
  switch (action) {
    case 'edit':
    case 'delete':
      return EDITABLE_STATUSES.includes(c.status);
    case 'archive':
      // A cancelled dossier ends the contract as surely as a refusal does.
      return ARCHIVABLE_STATUSES.includes(c.status) || c.dossierCancelledAt !== null;
    case 'approve':
    case 'resend':
    case 'resubmit':
      return movesToCreated(c.status, action);
    case 'confirm':
      return c.status === 'created';
    case 'cancelDossier':
      return DOSSIER_CANCELLABLE_STATUSES.includes(c.status) && c.dossierCancelledAt === null;
  }
}

export function checkAction(action: ContractAction, role: Role, contract: ContractState): ActionVerdict {
  if (!permitted(action, role)) return 'forbidden';
  if (!stateAllows(action, contract)) return 'wrong_status';
  if (action === 'confirm' && contract.companyId === null) return 'company_required';
  return 'ok';
}

export function allowedActions(role: Role, contract: ContractState): Record<ContractAction, boolean> {
  return Object.fromEntries(CONTRACT_ACTIONS.map((a) => [a, checkAction(a, role, contract) === 'ok'])) as Record<ContractAction, boolean>;
}
