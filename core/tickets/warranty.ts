// The extended-warranty answer (docs/domain.md, "Tickets"): extending a
// product's guarantee moves it to the next tier (SILVER → GOLD → PLATINUM)
// for the rest of its contract. The difference between the two tiers' prices
// for the model's category is financed with the contract, so the extra
// monthly payment comes from the contract's own rate bands
// (./warranty-offer.ts, priceExtension). Pure: the API loads the figures.
import { GUARANTEE_TIERS, type GuaranteeTier } from '../domain/catalogue';
import type { ExtensionRefusal, QuestionKind } from '../domain/tickets';
import { toCents, toEuros } from '../pricing/money';
import type { RateBand } from '../pricing/rules';
import { type ContractFigures, priceExtension } from './warranty-offer';

/** The tier an extension moves to; null for the top tier. */
export function nextTier(tier: GuaranteeTier): GuaranteeTier | null {
  return GUARANTEE_TIERS[GUARANTEE_TIERS.indexOf(tier) + 1] ?? null;
}

/** Whether a product may ask for an extension at all: below the top tier, on a contract that is active. */
export function extensionOffered(tier: GuaranteeTier | null, contractStatus: string): boolean {
  return tier !== null && nextTier(tier) !== null && contractStatus === 'active';
}

export interface WarrantyQuestion {
  id: number;
  kind: QuestionKind;
  required: boolean;
  /** a yes/no answer that rules the extension out (e.g. "yes" to "has it already been damaged?") */
  disqualifyingAnswer: 'yes' | 'no' | null;
}

/** The questions left unanswered or answered wrongly, as field → error code; answers are keyed by question id. */
export function answerProblems(
  questions: readonly WarrantyQuestion[],
  answers: Readonly<Record<string, string>>,
): Record<string, 'required' | 'validation_failed'> {
  const problems: Record<string, 'required' | 'validation_failed'> = {};
  const known = new Set(questions.map((q) => String(q.id)));
  for (const key of Object.keys(answers)) if (!known.has(key)) problems[key] = 'validation_failed';
  for (const question of questions) {
    const answer = answers[String(question.id)]?.trim() ?? '';
    if (answer === '') {
      if (question.required) problems[String(question.id)] = 'required';
    } else if (question.kind === 'yesNo' && answer !== 'yes' && answer !== 'no') {
      problems[String(question.id)] = 'validation_failed';
    }
  }
  return problems;
}

export interface ExtensionFacts {
  tier: GuaranteeTier | null;
  contractStatus: string;
  /** the guarantee tiers' prices (EUR) for the model's category; the unit's own tier at what its contract priced it */
  tierPrices: Partial<Record<GuaranteeTier, number>>;
  /** the contract the difference is financed with */
  contract: ContractFigures;
  /** the contract's provider's bands for its duration */
  bands: readonly RateBand[];
  questions: readonly WarrantyQuestion[];
  answers: Readonly<Record<string, string>>;
}

export type ExtensionOutcome =
  | { possible: true; fromTier: GuaranteeTier; toTier: GuaranteeTier; monthlyPrice: number }
  | { possible: false; fromTier: GuaranteeTier | null; toTier: GuaranteeTier | null; reason: ExtensionRefusal };

export function decideExtension({ tier, contractStatus, tierPrices, contract, bands, questions, answers }: ExtensionFacts): ExtensionOutcome {
  const toTier = tier ? nextTier(tier) : null;
  if (!tier || !toTier) return { possible: false, fromTier: tier, toTier: null, reason: 'topTier' };
  if (contractStatus !== 'active') return { possible: false, fromTier: tier, toTier, reason: 'contractNotActive' };
  const ruledOut = questions.some((q) => q.kind === 'yesNo' && q.disqualifyingAnswer !== null && answers[String(q.id)]?.trim() === q.disqualifyingAnswer);
  if (ruledOut) return { possible: false, fromTier: tier, toTier, reason: 'questionnaire' };
  const from = tierPrices[tier];
  const to = tierPrices[toTier];
  const price = from === undefined || to === undefined ? null : priceExtension(contract, bands, toCents(from), toCents(to));
  if (!price) return { possible: false, fromTier: tier, toTier, reason: 'noPrice' };
  return { possible: true, fromTier: tier, toTier, monthlyPrice: toEuros(price.extraMonthlyCents) };
}

export interface ServiceLine {
  /** the product line the service belongs to */
  parentItemId: number | null;
  tier: GuaranteeTier;
  quantity: number;
}

/**
 * Each product unit's tier. A line's services cover its units one each
 * (docs/domain.md, cart rules): units and services are taken in the order they
 * were written, so a line with 1 SILVER and 2 GOLD gives its first unit SILVER.
 * A unit whose guarantee was extended (`guaranteeTier`) keeps its tier and
 * takes one service of it from its line; the others share the rest in order.
 */
export function unitTiers(
  units: readonly { id: number; itemId: number; guaranteeTier?: GuaranteeTier | null }[],
  services: readonly ServiceLine[],
): Map<number, GuaranteeTier | null> {
  const tiers = new Map<number, GuaranteeTier | null>();
  const byItem = new Map<number, GuaranteeTier[]>();
  for (const s of services) {
    if (s.parentItemId === null) continue;
    const list = byItem.get(s.parentItemId) ?? [];
    for (let i = 0; i < s.quantity; i += 1) list.push(s.tier);
    byItem.set(s.parentItemId, list);
  }
  const ordered = [...units].sort((a, b) => a.id - b.id);
  for (const unit of ordered) {
    if (!unit.guaranteeTier) continue;
    const pool = byItem.get(unit.itemId) ?? [];
    const index = pool.indexOf(unit.guaranteeTier);
    if (index >= 0) pool.splice(index, 1);
    tiers.set(unit.id, unit.guaranteeTier);
  }
  const taken = new Map<number, number>();
  for (const unit of ordered) {
    if (unit.guaranteeTier) continue;
    const index = taken.get(unit.itemId) ?? 0;
    taken.set(unit.itemId, index + 1);
    tiers.set(unit.id, byItem.get(unit.itemId)?.[index] ?? null);
  }
  return tiers;
}
