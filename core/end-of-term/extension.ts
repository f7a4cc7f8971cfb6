// The price of an extension (docs/domain.md, "End of term"): the equipment's
// residual value is a share of the contract's financed amount (system
// parameter endOfTermResidualPercent), and the monthly payment of the new
// duration is the pricing rules' payment for that amount (core/pricing/rules.ts:
// the provider's factor of the amount's band, rounded half up to the cent).
import { mulDivRound, toBasisPoints, toCents } from '../pricing/money';
import { type RateBand, monthlyPayment, sortBands } from '../pricing/rules';

export interface ExtensionPrice {
  residualCents: number;
  monthlyCents: number;
}

export function residualValueCents(financedAmount: number, residualPercent: number): number {
  return mulDivRound(toCents(financedAmount), toBasisPoints(residualPercent), 10_000);
}

/** null: the provider offers no factor for the duration. */
export function extensionPrice(financedAmount: number, residualPercent: number, bands: readonly RateBand[]): ExtensionPrice | null {
  if (bands.length === 0) return null;
  const residualCents = residualValueCents(financedAmount, residualPercent);
  const payment = monthlyPayment(sortBands(bands), residualCents);
  return payment ? { residualCents, monthlyCents: payment.monthlyCents } : null;
}
