// The readiness check before submitting (issue 4 item 7): what is still
// missing, each with the step where the agent fixes it. Submitting without
// company details is allowed: the contract becomes a draft awaiting approval.
import { customerFormSchema } from '../validation/customer-info';
import { destinationsSchema } from '../validation/shipping';
import { cartIssues, shippingIssues } from './rules';
import type { AgencyTerms, CatalogueInfo, OpenQuote } from './types';

export type CartStep = 'products' | 'accessories' | 'customerInfo' | 'shipping';

export interface MissingItem {
  key: 'emptyCart' | 'cartRules' | 'customerIncomplete' | 'destinations';
  step: CartStep;
  count?: number;
}

export interface Readiness {
  missing: MissingItem[];
  /** no company details: the contract will wait for an administrator's approval */
  draft: boolean;
}

export function readiness(quote: OpenQuote, info: CatalogueInfo, agency: AgencyTerms): Readiness {
  const missing: MissingItem[] = [];
  if (quote.lines.length === 0) missing.push({ key: 'emptyCart', step: 'products' });
  const rules = cartIssues(quote, info, agency);
  if (rules.length > 0) missing.push({ key: 'cartRules', step: 'accessories', count: rules.length });
  const customer = customerFormSchema.safeParse(quote.customer);
  if (!customer.success) {
    const fields = new Set(customer.error.issues.map((issue) => issue.path.join('.')));
    missing.push({ key: 'customerIncomplete', step: 'customerInfo', count: fields.size });
  }
  if (quote.shipping.mode === 'multipleDestinations') {
    const addresses = destinationsSchema.safeParse(quote.shipping.destinations);
    const units = shippingIssues(quote, agency);
    const count = (addresses.success ? 0 : new Set(addresses.error.issues.map((i) => i.path.join('.'))).size) + units.length;
    if (count > 0) missing.push({ key: 'destinations', step: 'shipping', count });
  }
  return { missing, draft: !quote.customer.withCompany };
}

/**
 * Which steps of the quote hold what they ask for: products chosen, the cart
 * rules kept (accessories and the priced recap), the customer complete (or
 * left out on purpose, for a draft), the shipping settled once the agent has
 * opened its step (its default mode asks for nothing). The stories are
 * optional, so done once there is something to tell them about.
 */
export type CompleteSteps = ReturnType<typeof completeSteps>;

export function completeSteps(quote: OpenQuote, info: CatalogueInfo, agency: AgencyTerms) {
  const { missing } = readiness(quote, info, agency);
  const hasProducts = quote.lines.length > 0;
  const ok = (key: MissingItem['key']) => !missing.some((item) => item.key === key);
  const rulesKept = hasProducts && ok('cartRules');
  return {
    productList: hasProducts,
    modelSelection: hasProducts,
    accessories: rulesKept,
    stories: hasProducts,
    recap: rulesKept,
    customerInfo: ok('customerIncomplete'),
    // The default mode needs nothing more, so the step is done only once the agent has seen it.
    shipping: hasProducts && quote.shipping.visited && ok('destinations'),
  };
}
