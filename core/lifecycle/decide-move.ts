// Whether a move of the lifecycle may be made now, by whom, and why not, pure:
// the status endpoint, the order page's activation and delivery, the credit
// evaluation and the detail page's status menu all ask this one function.
// Order of the answers: no such move (409 wrong status), no capability to take
// it (403), missing facts (409 naming them). An override (capability
// `contracts.override`, a written reason) steps past missing facts, never past
// the table or the capability (docs/domain.md, "Overrides").
import { type Holder, holds } from '../capabilities';
import type { ContractStatus } from '../domain/contracts';
import { type ContractFacts, type Missing, missingFacts } from './contract-facts';
import { type Transition, movesFrom, reopensDeal, transitionOf } from './contract-lifecycle';

/** The system (credit provider, the data's own consequence), or a person with their role and back-office role. */
export type Who = { system: true } | { system?: false; holder: Holder };

export type MoveVerdict =
  | { ok: true; transition: Transition; overridden: Missing[] }
  | { ok: false; reason: 'wrong_status' | 'forbidden' | 'override_forbidden' }
  | { ok: false; reason: 'missing_facts'; missing: Missing[]; overridable: boolean };

export function mayTake(transition: Transition, who: Who): boolean {
  return transition.by.some((mover) => (mover === 'system' ? who.system === true : !who.system && holds(who.holder, mover)));
}

/** The reason is checked for presence here; its length and content by the API's schema. */
export function decideMove(from: ContractStatus, to: ContractStatus, who: Who, facts: ContractFacts, overrideReason?: string | null): MoveVerdict {
  const transition = transitionOf(from, to);
  if (!transition) return { ok: false, reason: 'wrong_status' };
  if (!mayTake(transition, who)) return { ok: false, reason: 'forbidden' };
  const overriding = Boolean(overrideReason?.trim());
  const canOverride = !who.system && holds(who.holder, 'contracts.override');
  if (overriding && !canOverride) return { ok: false, reason: 'override_forbidden' };
  const missing = missingFacts(transition.requires, facts);
  if (missing.length === 0) return { ok: true, transition, overridden: [] };
  if (overriding) return { ok: true, transition, overridden: missing };
  return { ok: false, reason: 'missing_facts', missing, overridable: canOverride };
}

export interface NextMove {
  to: ContractStatus;
  /** Facts still missing: the move waits for them, or for an override with a reason. */
  missing: Missing[];
}

/** The moves a person may take from a status, each with what it still lacks (the detail page's status menu; a resubmission is its own action). */
export function nextMoves(from: ContractStatus, holder: Holder, facts: ContractFacts): NextMove[] {
  return movesFrom(from)
    .filter((t) => mayTake(t, { holder }) && !reopensDeal(t))
    .map((t) => ({ to: t.to, missing: missingFacts(t.requires, facts) }));
}
