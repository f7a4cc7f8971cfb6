// Pure edits and reads of the open quote's terms, which hold for every line:
// duration, contract type, one guarantee tier for all, shipping mode. The
// lines' own edits are in quote-ops.ts (only the accessories step needs them).
import type { ContractType, GuaranteeTier } from '../../core/domain/catalogue';
import type { ShippingMode } from '../../core/domain/contracts';
import type { OpenQuote } from './types';

export function setDuration(quote: OpenQuote, durationMonths: number): OpenQuote {
  return { ...quote, durationMonths };
}

export function setContractType(quote: OpenQuote, contractType: ContractType): OpenQuote {
  return { ...quote, contractType };
}

/** One click in the good / better / best table: that tier for every unit, that duration for every line. */
export function applyOption(quote: OpenQuote, tier: GuaranteeTier, durationMonths: number): OpenQuote {
  return { ...quote, durationMonths, lines: quote.lines.map((line) => ({ ...line, services: [{ tier, quantity: line.quantity }] })) };
}

export function setShippingMode(quote: OpenQuote, mode: ShippingMode): OpenQuote {
  return { ...quote, shipping: { ...quote.shipping, mode } };
}

export function productUnits(quote: OpenQuote): number {
  return quote.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The tier every unit has, when the whole quote uses one. */
export function singleTier(quote: OpenQuote): GuaranteeTier | null {
  const tiers = new Set(quote.lines.flatMap((line) => line.services.map((s) => s.tier)));
  return tiers.size === 1 ? ([...tiers][0] as GuaranteeTier) : null;
}
