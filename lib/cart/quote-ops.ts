// Pure edits of the open quote's lines, each returning a new quote (docs/domain.md): choosing
// a quantity replaces the previous selection; one guarantee service per product
// unit. The terms that hold for every line (duration, tier, shipping): quote-terms.ts.
import type { GuaranteeTier } from '../../core/domain/catalogue';
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
  return { ...quote, providerCode, contractType, durationMonths, shipping: { mode: shippingMode, destinations: [], visited: false } };
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
