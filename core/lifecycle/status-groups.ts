// The groups of contract statuses that the actions, the orders and the
// statistics use, each derived from the lifecycle's table
// (./contract-lifecycle.ts) where the table says it, so no group restates
// what the machine already knows (docs/domain.md, "Lifecycle").
import { CONTRACT_STATUSES, type ContractStatus } from '../domain/contracts';
import { movesFrom, reopensDeal } from './contract-lifecycle';

/** A status and every status reachable from it. */
export function reachableFrom(start: ContractStatus): ContractStatus[] {
  const seen = new Set<ContractStatus>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const { to } of movesFrom(queue.shift()!)) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return CONTRACT_STATUSES.filter((s) => seen.has(s));
}

/** No move leads on; a refusal stays an end although the deal may be taken to another provider (reopensDeal). */
const isFinal = (status: ContractStatus) => movesFrom(status).every(reopensDeal);

/**
 * The moments the statistics date a contract by: the first time its history
 * reached each status. The database reads them from the table
 * contract_milestones, which the backend fills from here at every start
 * (backend/db/lifecycle-tables.ts), so its triggers name no status.
 */
export const MILESTONES = { submitted: 'created', approved: 'approvated', refused: 'refused', activated: 'active' } as const satisfies Record<
  string,
  ContractStatus
>;
export type Milestone = keyof typeof MILESTONES;

/** Submitted for evaluation: everything a created contract can become (every status but the drafts). */
export const SUBMITTED_STATUSES = reachableFrom(MILESTONES.submitted);
/** Approved: no way leads back from approvated. */
export const APPROVED_OR_LATER = reachableFrom(MILESTONES.approved);
/** Signed by the customer: goods are ordered from suppliers from here on. */
export const ORDERABLE_STATUSES = reachableFrom('contractAccepted');
/** Activated, running or ended after running. */
export const ACTIVATED_STATUSES = reachableFrom(MILESTONES.activated);
/** Decided: approved, or refused by the provider. */
export const DECIDED_STATUSES: readonly ContractStatus[] = [...APPROVED_OR_LATER, MILESTONES.refused];
/** Ended after running: the closing date is the day it got there. */
export const CLOSED_STATUSES = ACTIVATED_STATUSES.filter(isFinal);
/** Running: activated and not yet ended (a delivery day belongs to each). */
export const RUNNING_STATUSES = ACTIVATED_STATUSES.filter((s) => !isFinal(s));
/** Deals still under way: not final and not yet running. A contract here longer than its agency's usual time is stalled. */
export const OPEN_STATUSES = CONTRACT_STATUSES.filter((s) => !isFinal(s) && !ACTIVATED_STATUSES.includes(s));

// The groups the table cannot say: business rules of the actions (docs/domain.md, "Contract actions").

/** Edit and delete: until the provider has evaluated it. */
export const EDITABLE_STATUSES: readonly ContractStatus[] = ['draft', 'draft_with_notes', 'created'];
/** Archive and unarchive: ended contracts, and quotes left as drafts. */
export const ARCHIVABLE_STATUSES: readonly ContractStatus[] = [...CONTRACT_STATUSES.filter((s) => isFinal(s)), 'draft'];
/** A dossier exists once the provider has looked at the contract, and can be cancelled until it is active. */
export const DOSSIER_CANCELLABLE_STATUSES: readonly ContractStatus[] = SUBMITTED_STATUSES.filter(
  (s) => s !== 'created' && s !== 'error' && !isFinal(s) && !ACTIVATED_STATUSES.includes(s),
);
