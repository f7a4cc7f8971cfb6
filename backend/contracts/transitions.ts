// The contract life cycle (docs/domain.md) as data and pure functions: which
// status may follow which, and who may move it there. Everything that
// changes a status (the status endpoint, the actions, the credit provider,
// the seed's histories) asks canTransition, so the table lives only here.
import type { ContractProductStatus, ContractStatus } from '../../core/domain/contracts';
import { ADMIN_ROLES, AGENCY_STAFF_ROLES, type Role } from '../../core/roles';

/** The credit provider and the jobs act as 'system'; people act with their role. */
export type TransitionActor = Role | 'system';

const ADMINS: readonly TransitionActor[] = ADMIN_ROLES;
const STAFF_AND_ADMINS: readonly TransitionActor[] = [...AGENCY_STAFF_ROLES, ...ADMIN_ROLES];
/** Decisions that belong to the credit provider; administrators may record them by hand. */
const PROVIDER_OR_ADMINS: readonly TransitionActor[] = ['system', ...ADMIN_ROLES];
/** The provider's first evaluation of a created contract: nobody picks its outcome. */
const PROVIDER_ONLY: readonly TransitionActor[] = ['system'];
/** The customer signs or refuses what was sent; the agent may record the answer for them. */
const CUSTOMER_ANSWER: readonly TransitionActor[] = [...STAFF_AND_ADMINS, 'customer'];

type Table = Partial<Record<ContractStatus, Partial<Record<ContractStatus, readonly TransitionActor[]>>>>;

export const TRANSITIONS: Table = {
  // approve (administrators); a reviewer's notes turn a draft into draft_with_notes (docs/domain.md)
  draft: { created: ADMINS, draft_with_notes: ADMINS },
  draft_with_notes: { created: ADMINS },
  created: { preApprovated: PROVIDER_ONLY, missingDocs: PROVIDER_ONLY, refused: PROVIDER_ONLY, error: PROVIDER_ONLY },
  missingDocs: { documentationOk: STAFF_AND_ADMINS },
  documentationOk: { approvated: PROVIDER_OR_ADMINS },
  preApprovated: { approvated: PROVIDER_OR_ADMINS, refused: PROVIDER_OR_ADMINS },
  approvated: { sent: STAFF_AND_ADMINS },
  sent: { contractAccepted: CUSTOMER_ANSWER, refusedByCustomer: CUSTOMER_ANSWER },
  contractAccepted: { inActivation: PROVIDER_OR_ADMINS },
  inActivation: { active: PROVIDER_OR_ADMINS },
  active: { closing: PROVIDER_OR_ADMINS },
  closing: { closed: PROVIDER_OR_ADMINS, finished: PROVIDER_OR_ADMINS },
  // re-send
  error: { created: STAFF_AND_ADMINS },
};

export function canTransition(from: ContractStatus, to: ContractStatus, actor: TransitionActor): boolean {
  return TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** Whether anyone at all may make the move (for checking recorded histories). */
export function isTransition(from: ContractStatus, to: ContractStatus): boolean {
  return (TRANSITIONS[from]?.[to]?.length ?? 0) > 0;
}

/** The statuses an actor may pick next, e.g. for the detail page's status menu. */
export function nextStatuses(from: ContractStatus, actor: TransitionActor): ContractStatus[] {
  return Object.entries(TRANSITIONS[from] ?? {})
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to as ContractStatus);
}

/** The outcomes of a credit evaluation (created → …). */
export const EVALUATION_OUTCOMES = ['preApprovated', 'missingDocs', 'refused', 'error'] as const satisfies readonly ContractStatus[];

/** Edit and delete (docs/domain.md). */
export const EDITABLE_STATUSES: readonly ContractStatus[] = ['draft', 'draft_with_notes', 'created'];
/** Archive and unarchive (docs/domain.md). */
export const ARCHIVABLE_STATUSES: readonly ContractStatus[] = ['refused', 'refusedByCustomer', 'closed', 'finished', 'draft'];
/** A dossier exists once the provider has looked at the contract, and can be cancelled until it is active. */
export const DOSSIER_CANCELLABLE_STATUSES: readonly ContractStatus[] = [
  'preApprovated',
  'missingDocs',
  'documentationOk',
  'approvated',
  'sent',
  'contractAccepted',
  'inActivation',
];
/** The contract has ended: its closing date is the day it got there. */
export const CLOSED_STATUSES: readonly ContractStatus[] = ['closed', 'finished'];
/** Goods are ordered from suppliers once the customer has signed. */
export const ORDERABLE_STATUSES: readonly ContractStatus[] = ['contractAccepted', 'inActivation', 'active', 'closing', 'closed', 'finished'];

/**
 * What the product units become when the contract reaches a status; null
 * leaves them as they are (e.g. an agent's serials and DDTs while shipping).
 */
export function unitStatusFor(status: ContractStatus): ContractProductStatus | null {
  switch (status) {
    case 'created':
      return 'created';
    case 'contractAccepted':
      return 'shipmentPreparation';
    case 'inActivation':
    case 'active':
    case 'closing':
    case 'closed':
    case 'finished':
      return status;
    default:
      return null;
  }
}

/**
 * The shortest way through the table from where contracts start (draft
 * without company information, created with it) to a status: the seed builds
 * consistent histories from it. Every status of the table is reachable.
 */
export function pathTo(target: ContractStatus): ContractStatus[] {
  const starts: ContractStatus[] = target === 'draft' || target === 'draft_with_notes' ? ['draft'] : ['created'];
  const previous = new Map<ContractStatus, ContractStatus | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === target) break;
    for (const next of Object.keys(TRANSITIONS[current] ?? {}) as ContractStatus[]) {
      // Re-send loops back to created; a history never needs it to reach a status.
      if (previous.has(next)) continue;
      previous.set(next, current);
      queue.push(next);
    }
  }
  if (!previous.has(target)) throw new Error(`no path to ${target}`);
  const path: ContractStatus[] = [];
  for (let s: ContractStatus | null = target; s !== null; s = previous.get(s) ?? null) path.unshift(s);
  return path;
}
