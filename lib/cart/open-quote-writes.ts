'use client';

// Changes to the open quote made outside the cart's pages (a product's page, a contract's), loaded when
// one is made rather than with those pages.
import { putQuote, readQuote } from './client-api';
import { selectQuantity } from './quote-ops';
import { QuoteConflict } from './save-queue';
import type { OpenQuote, StoredQuote } from './types';

/**
 * Read, change, write: a concurrent edit elsewhere is read again once rather than overwritten. `change` answers
 * the quote to write, or null to leave the open one as it is (the answer is then false).
 */
export async function changeOpenQuote(agencyId: number, change: (open: StoredQuote) => OpenQuote | null): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const open = await readQuote(agencyId);
    const next = change(open);
    if (next === null) return false;
    try {
      await putQuote(agencyId, next, open.revision);
      return true;
    } catch (error) {
      if (!(error instanceof QuoteConflict) || attempt > 0) throw error;
    }
  }
}

/** A quantity of a model chosen on its page: it replaces the previous choice of that model. */
export const chooseQuantity = (agencyId: number, modelId: number, quantity: number) =>
  changeOpenQuote(agencyId, (open) => selectQuantity(open.quote, modelId, quantity));
