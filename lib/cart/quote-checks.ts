import type { RuleViolation } from '@/core/error-codes';
import { type CompleteSteps, type Readiness, completeSteps, readiness } from './readiness';
import { cartIssues, shippingIssues } from './rules';
import type { AgencyTerms, CatalogueInfo, OpenQuote } from './types';

/** Every check of a quote the cart steps show, in one: the server computes them for the page it renders. */
export interface QuoteChecks {
  steps: CompleteSteps;
  readiness: Readiness;
  cartIssues: RuleViolation[];
  shippingIssues: RuleViolation[];
}

export function quoteChecks(quote: OpenQuote, info: CatalogueInfo, agency: AgencyTerms): QuoteChecks {
  return {
    steps: completeSteps(quote, info, agency),
    readiness: readiness(quote, info, agency),
    cartIssues: cartIssues(quote, info, agency),
    shippingIssues: shippingIssues(quote, agency),
  };
}
