// The contract lifecycle as one machine (docs/domain.md, "Lifecycle"): each
// move names who may take it (a capability of core/capabilities.ts, or the
// system: the credit provider's decision, or the data's own consequence), the
// facts it needs and what it does. The status endpoint, the actions, the order
// page, the credit evaluation, the seed and the statistics' status groups all
// read this table (./status-groups.ts); nothing else lists moves.
import type { Capability } from '../capabilities';
import type { ContractProductStatus, ContractStatus } from '../domain/contracts';

/** A fact a move needs; each names what is missing when it does not hold (./contract-facts.ts). */
export type Precondition = 'positiveCredit' | 'documentsAccepted' | 'unitsShipped' | 'deliveryConfirmed';

/** What a move does beside changing the status (backend/contracts/status-change.ts carries them out). */
export type Effect =
  /** The credit provider evaluates the contract when it has its company. */
  | 'creditEvaluation'
  /** The reviewer's note becomes the contract's review notes. */
  | 'reviewNotes'
  /** The confirmed delivery day becomes the contract's start date. */
  | 'startDate'
  /** The day of the move becomes the closing date. */
  | 'closingDate'
  /**
   * The contract goes to the provider its resubmission names, repriced from
   * that provider's rate factors: only the resubmit action, which carries the
   * provider, takes such a move (never the status endpoint or its menu).
   */
  | 'providerChange'
  /** The contract this one replaces (an upgrade at the end of its term) closes: docs/domain.md, "End of term". */
  | 'closeReplaced';

/** 'system': the credit provider's decision, or the move the data itself makes (every unit shipped). */
export type Mover = Capability | 'system';

export interface Transition {
  from: ContractStatus;
  to: ContractStatus;
  by: readonly Mover[];
  requires: readonly Precondition[];
  effects: readonly Effect[];
  /** What the product units become; absent: they stay as they are. */
  units?: ContractProductStatus;
}

const move = (
  from: ContractStatus,
  to: ContractStatus,
  by: readonly Mover[],
  more: Partial<Pick<Transition, 'requires' | 'effects' | 'units'>> = {},
): Transition => ({ from, to, by, requires: more.requires ?? [], effects: more.effects ?? [], ...(more.units ? { units: more.units } : {}) });

const PROVIDER = ['system'] as const;
/** The credit provider's later decisions, which administrators may record by hand. */
const PROVIDER_OR_RECORDED = ['system', 'contracts.status.decide'] as const;
const APPROVE = ['contracts.status.approve'] as const;
const AGENCY_STEP = ['contracts.status.record'] as const;
const CUSTOMER_ANSWER = ['contracts.status.answer'] as const;
const RESUBMIT = ['contracts.resubmit'] as const;

export const TRANSITIONS: readonly Transition[] = [
  // A quote without company data waits for an administrator; a reviewer's notes send it back.
  move('draft', 'created', APPROVE, { effects: ['creditEvaluation'], units: 'created' }),
  move('draft', 'draft_with_notes', APPROVE, { effects: ['reviewNotes'] }),
  move('draft_with_notes', 'created', APPROVE, { effects: ['creditEvaluation'], units: 'created' }),
  // The provider's first evaluation: nobody picks its outcome.
  move('created', 'preApprovated', PROVIDER),
  move('created', 'missingDocs', PROVIDER),
  move('created', 'refused', PROVIDER),
  move('created', 'error', PROVIDER),
  // The back office's acceptance of the last document asked for moves it (the system); the agency may record it once that holds.
  move('missingDocs', 'documentationOk', ['system', ...AGENCY_STEP], { requires: ['documentsAccepted'] }),
  move('documentationOk', 'approvated', PROVIDER_OR_RECORDED, { requires: ['positiveCredit'] }),
  move('preApprovated', 'approvated', PROVIDER_OR_RECORDED, { requires: ['positiveCredit'] }),
  move('preApprovated', 'refused', PROVIDER_OR_RECORDED),
  move('approvated', 'sent', AGENCY_STEP),
  move('sent', 'contractAccepted', CUSTOMER_ANSWER, { units: 'shipmentPreparation' }),
  move('sent', 'refusedByCustomer', CUSTOMER_ANSWER),
  // Goods out: the serials and DDTs entered on the order page move it (the system), or an administrator records it.
  move('contractAccepted', 'inActivation', PROVIDER_OR_RECORDED, { requires: ['unitsShipped'], units: 'inActivation' }),
  // Delivered: the order page's confirmation gives the day the contract runs from.
  move('inActivation', 'active', ['orders.delivery.confirm'], {
    requires: ['unitsShipped', 'deliveryConfirmed'],
    effects: ['startDate', 'closeReplaced'],
    units: 'active',
  }),
  move('active', 'closing', PROVIDER_OR_RECORDED, { units: 'closing' }),
  move('closing', 'closed', PROVIDER_OR_RECORDED, { effects: ['closingDate'], units: 'closed' }),
  move('closing', 'finished', PROVIDER_OR_RECORDED, { effects: ['closingDate'], units: 'finished' }),
  // Re-send after the provider's error.
  move('error', 'created', AGENCY_STEP, { effects: ['creditEvaluation'], units: 'created' }),
  // Resubmit a refused deal to another provider (or the same one with changed data): docs/domain.md, "Credit providers".
  move('refused', 'created', RESUBMIT, { effects: ['providerChange', 'creditEvaluation'], units: 'created' }),
];

/** A move that takes the deal to a provider anew: it reopens a refusal, which the status groups still count as an end. */
export const reopensDeal = (t: Transition) => t.effects.includes('providerChange');

export function transitionOf(from: ContractStatus, to: ContractStatus): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to);
}

export const movesFrom = (from: ContractStatus): Transition[] => TRANSITIONS.filter((t) => t.from === from);

/** The product units' status after a contract has walked `path` (the seed writes consistent units from it). */
export function unitsAfter(path: readonly ContractStatus[]): ContractProductStatus {
  // A contract saved with its company starts in created, its units with it; a draft's units wait.
  let units: ContractProductStatus = path[0] === 'created' ? 'created' : 'none';
  for (let i = 1; i < path.length; i++) units = transitionOf(path[i - 1]!, path[i]!)?.units ?? units;
  return units;
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
    for (const { to } of movesFrom(current)) {
      // Re-send and resubmit loop back to created; a history never needs them to reach a status.
      if (previous.has(to)) continue;
      previous.set(to, current);
      queue.push(to);
    }
  }
  if (!previous.has(target)) throw new Error(`no path to ${target}`);
  const path: ContractStatus[] = [];
  for (let s: ContractStatus | null = target; s !== null; s = previous.get(s) ?? null) path.unshift(s);
  return path;
}

/** The facts a contract in `status` must have had on its way there: the preconditions of the moves that reach it. */
export function factsBehind(status: ContractStatus): Precondition[] {
  const path = pathTo(status);
  const behind = new Set<Precondition>();
  for (let i = 1; i < path.length; i++) for (const p of transitionOf(path[i - 1]!, path[i]!)?.requires ?? []) behind.add(p);
  return [...behind];
}
