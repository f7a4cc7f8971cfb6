// The warranty offer (docs/domain.md, "Tickets"): the back office answers an
// extended-warranty ticket with a higher guarantee tier for the unit, priced
// by the contract's own rules; the customer accepts or declines it; the back
// office confirms an accepted offer, which changes the unit's tier and the
// contract's figures. Pure: the API loads the figures and writes the result.
import { GUARANTEE_TIERS, type GuaranteeTier } from '../domain/catalogue';
import { type RateBand, monthlyPayment, sortBands, totalValueCents } from '../pricing/rules';

/** What happened to an offer: made, then accepted or declined by the customer, then (accepted) confirmed by the back office. */
export const OFFER_STATES = ['offered', 'accepted', 'declined', 'confirmed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export type OfferMove = 'make' | 'accept' | 'decline' | 'confirm';

/** The state an offer may be in for a move (null: no offer yet), and the state it leaves. */
const MOVES: Record<OfferMove, { from: readonly (OfferState | null)[]; to: OfferState }> = {
  // A new offer replaces one the customer has not accepted (or declined); an accepted one waits for its confirmation.
  make: { from: [null, 'offered', 'declined'], to: 'offered' },
  accept: { from: ['offered'], to: 'accepted' },
  decline: { from: ['offered'], to: 'declined' },
  confirm: { from: ['accepted'], to: 'confirmed' },
};

/** The state after the move, or null when the offer's state does not allow it (the API answers 409 warranty_offer_wrong_state). */
export function offerStateAfter(state: OfferState | null, move: OfferMove): OfferState | null {
  return MOVES[move].from.includes(state) ? MOVES[move].to : null;
}

/** The tiers above a unit's: what an offer may move it to (none without a tier). */
export function higherTiers(tier: GuaranteeTier | null): GuaranteeTier[] {
  return tier === null ? [] : GUARANTEE_TIERS.slice(GUARANTEE_TIERS.indexOf(tier) + 1);
}

/** The contract's figures an extension reprices. */
export interface ContractFigures {
  financedCents: number;
  monthlyCents: number;
  durationMonths: number;
}

export interface ExtensionPrice {
  /** the new tier's price less what the contract priced the unit's tier at, financed with the rest */
  extraFinancedCents: number;
  extraMonthlyCents: number;
  financedAfterCents: number;
  monthlyAfterCents: number;
  totalAfterCents: number;
}

/**
 * The contract repriced with the extension, by the pricing rules
 * (core/pricing/rules.ts): the extra monthly payment is what the provider's
 * bands ask for the financed amount with the difference, less what they ask
 * for it without; the contract keeps its agreed payment plus that extra.
 * null when no band prices it.
 */
export function priceExtension(contract: ContractFigures, bands: readonly RateBand[], fromPriceCents: number, toPriceCents: number): ExtensionPrice | null {
  const sorted = sortBands(bands);
  const extraFinancedCents = Math.max(0, toPriceCents - fromPriceCents);
  const before = monthlyPayment(sorted, contract.financedCents);
  const after = monthlyPayment(sorted, contract.financedCents + extraFinancedCents);
  if (!before || !after) return null;
  const extraMonthlyCents = Math.max(0, after.monthlyCents - before.monthlyCents);
  const monthlyAfterCents = contract.monthlyCents + extraMonthlyCents;
  return {
    extraFinancedCents,
    extraMonthlyCents,
    financedAfterCents: contract.financedCents + extraFinancedCents,
    monthlyAfterCents,
    totalAfterCents: totalValueCents(monthlyAfterCents, contract.durationMonths),
  };
}
