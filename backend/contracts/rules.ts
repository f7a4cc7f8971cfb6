// Whether a role may take one of the actions on a contract in its
// present state, pure: the action handlers enforce it and the detail answer
// shows it (so the page offers only what will work). Permission first (403),
// then state (409), as the handlers answer.
import type { ContractStatus } from '../../core/domain/contracts';
import { can, canDeleteOrApproveContracts } from '../../core/permissions';
import { type Role, isAdminRole } from '../../core/roles';
import { ARCHIVABLE_STATUSES, DOSSIER_CANCELLABLE_STATUSES, EDITABLE_STATUSES, canTransition } from './transitions';

export const CONTRACT_ACTIONS = ['edit', 'delete', 'archive', 'unarchive', 'approve', 'confirm', 'resend', 'cancelDossier'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export interface ContractState {
  status: ContractStatus;
  archived: boolean;
  companyId: number | null;
  dossierCancelledAt: Date | null;
}

export type ActionVerdict = 'ok' | 'forbidden' | 'wrong_status' | 'company_required';

/** Whether the role may take the action at all, whatever the contract: the routes' rule (checked before the body) and checkAction's first step. */
export function permitted(action: ContractAction, role: Role): boolean {
  // Customers follow their contracts and answer what is sent to them (a status change); the rest is the agency's work.
  if (role === 'customer') return false;
  switch (action) {
    case 'delete':
      return canDeleteOrApproveContracts(role);
    case 'approve':
      return isAdminRole(role) && canDeleteOrApproveContracts(role);
    default:
      return can(role, 'contracts', 'update');
  }
}

function stateAllows(action: ContractAction, role: Role, c: ContractState): boolean {
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
      return canTransition(c.status, 'created', role) && (c.status === 'draft' || c.status === 'draft_with_notes');
    case 'confirm':
      return c.status === 'created';
    case 'resend':
      return c.status === 'error' && canTransition('error', 'created', role);
    case 'cancelDossier':
      return DOSSIER_CANCELLABLE_STATUSES.includes(c.status) && c.dossierCancelledAt === null;
  }
}

export function checkAction(action: ContractAction, role: Role, contract: ContractState): ActionVerdict {
  if (!permitted(action, role)) return 'forbidden';
  if (!stateAllows(action, role, contract)) return 'wrong_status';
  if (action === 'confirm' && contract.companyId === null) return 'company_required';
  return 'ok';
}

export function allowedActions(role: Role, contract: ContractState): Record<ContractAction, boolean> {
  return Object.fromEntries(CONTRACT_ACTIONS.map((a) => [a, checkAction(a, role, contract) === 'ok'])) as Record<ContractAction, boolean>;
}
