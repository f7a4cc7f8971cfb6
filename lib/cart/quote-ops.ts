// Pure edits of the open quote, each returning a new quote. (docs/domain.md): choosing
// a quantity replaces the previous selection; one financing duration applies
// to every product; one guarantee service per product unit.
import type { ContractType, GuaranteeTier } from '../../core/domain/catalogue';
import type { ShippingMode } from '../../core/domain/contracts';
import { NEW_QUOTE_TERMS } from '../../core/domain/quote';
import type { OpenQuote, QuoteLine } from './types';

export const DEFAULT_TIER: GuaranteeTier = 'SILVER';

/** A line's services follow its quantity while it has a single tier; mixed tiers are the agent's to settle. */
export function withQuantity(line: QuoteLine, quantity: number): QuoteLine {
  const services =
    line.services.length === 0 ? [{ tier: DEFAULT_TIER, quantity }] : line.services.length === 1 ? [{ ...line.services[0]!, quantity }] : line.services;
  return { ...line, quantity, services };
}

const mapLine = (quote: OpenQuote, index: number, edit: (line: QuoteLine) => QuoteLine): OpenQuote => ({
  ...quote,
  lines: quote.lines.map((line, i) => (i === index ? edit(line) : line)),
});

/** A quote without products is a new one: it starts from the default contract terms, not from an abandoned quote's. */
function startedAfresh(quote: OpenQuote): OpenQuote {
  if (quote.lines.length > 0) return quote;
  const { providerCode, contractType, durationMonths, shippingMode } = NEW_QUOTE_TERMS;
  return { ...quote, providerCode, contractType, durationMonths, shipping: { mode: shippingMode, destinations: [] } };
}

/** The model page's choice: the model's line gets exactly this quantity (added when absent). */
export function selectQuantity(quote: OpenQuote, modelId: number, quantity: number): OpenQuote {
  const index = quote.lines.findIndex((line) => line.modelId === modelId);
  if (index >= 0) return mapLine(quote, index, (line) => withQuantity(line, quantity));
  const line: QuoteLine = { modelId, quantity, accessories: [], services: [{ tier: DEFAULT_TIER, quantity }] };
  const fresh = startedAfresh(quote);
  return { ...fresh, lines: [...fresh.lines, line] };
}

export function setLineQuantity(quote: OpenQuote, index: number, quantity: number): OpenQuote {
  return mapLine(quote, index, (line) => withQuantity(line, quantity));
}

export function removeLine(quote: OpenQuote, index: number): OpenQuote {
  return { ...quote, lines: quote.lines.filter((_, i) => i !== index) };
}

/** Undo of a removal: the line back where it was (or last, should the quote have shrunk meanwhile). */
export function restoreLine(quote: OpenQuote, index: number, line: QuoteLine): OpenQuote {
  if (quote.lines.some((existing) => existing.modelId === line.modelId)) return quote;
  const lines = [...quote.lines];
  lines.splice(Math.min(index, lines.length), 0, line);
  return { ...quote, lines };
}

/** Quantity 0 removes the accessory from the line. */
export function setAccessoryQuantity(quote: OpenQuote, index: number, accessoryId: number, quantity: number): OpenQuote {
  return mapLine(quote, index, (line) => {
    const others = line.accessories.filter((a) => a.accessoryId !== accessoryId);
    const exists = line.accessories.some((a) => a.accessoryId === accessoryId);
    if (quantity <= 0) return { ...line, accessories: others };
    return {
      ...line,
      accessories: exists
        ? line.accessories.map((a) => (a.accessoryId === accessoryId ? { ...a, quantity } : a))
        : [...line.accessories, { accessoryId, quantity }],
    };
  });
}

/** Quantity 0 removes the tier from the line. */
export function setServiceQuantity(quote: OpenQuote, index: number, tier: GuaranteeTier, quantity: number): OpenQuote {
  return mapLine(quote, index, (line) => {
    const exists = line.services.some((s) => s.tier === tier);
    if (quantity <= 0) return { ...line, services: line.services.filter((s) => s.tier !== tier) };
    return {
      ...line,
      services: exists ? line.services.map((s) => (s.tier === tier ? { ...s, quantity } : s)) : [...line.services, { tier, quantity }],
    };
  });
}

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
