// What the browser knows while editing a quote: the quote itself (the API's
// draft shape) and the catalogue facts of the models in it, as plain objects
// that travel from server components to client ones.
// Every API shape here is its schema's type (import type: no zod in the browser).
import type { z } from 'zod';
import type { OpenQuoteAnswerSchema, PriceOptionsAnswerSchema } from '@/core/schemas/cart';
import type { AccessorySchema, ProductSchema, ServiceSchema } from '@/core/schemas/catalogue';
import type { CompanyCreditSchema } from '@/core/schemas/content';
import type { PricesAnswerSchema, TaxSavingsAnswerSchema, TaxSavingsBodySchema } from '@/core/schemas/pricing-answers';

export type { CompanyDraft, CustomerDraft, DestinationDraft, OpenQuote, QuoteLine, SignerDraft } from '@/core/schemas/cart';

/** What the cart shows of a model (the catalogue's product answer, without what it does not need). */
export type ModelInfo = Pick<
  z.infer<typeof ProductSchema>,
  'id' | 'familyId' | 'name' | 'brand' | 'partNumber' | 'category' | 'listPrice' | 'flexEligible' | 'warehouseStatus' | 'imageUrl'
>;
export type AccessoryInfo = z.infer<typeof AccessorySchema>;
export type ServiceInfo = z.infer<typeof ServiceSchema>;

/** Keyed by model id. */
export interface CatalogueInfo {
  models: Record<number, ModelInfo>;
  accessories: Record<number, AccessoryInfo[]>;
  services: Record<number, ServiceInfo[]>;
}

/** the agency's shipping terms (from the session). */
export interface AgencyTerms {
  shippingUnitCost: number;
  shippingMaxUnits: number;
}

/** The open quote as the API keeps it, with its revision. */
export type StoredQuote = z.infer<typeof OpenQuoteAnswerSchema>;
/** POST …/Contracts/prices: the priced cart. */
export type PricedAnswer = z.infer<typeof PricesAnswerSchema>;
export type PriceOptions = z.infer<typeof PriceOptionsAnswerSchema>;
export type PriceOption = PriceOptions['options'][number];
export type TaxSavings = z.infer<typeof TaxSavingsAnswerSchema>;
export type TaxSavingsBody = z.input<typeof TaxSavingsBodySchema>;
/** GET …/CompanyCredit: the company the registry knows by its VAT number, and what it lacks. */
export type CompanyLookup = z.infer<typeof CompanyCreditSchema>;

/** An answer of the API with the key of what it was asked for (lib/cart/answer-keys.ts): the server's, for the quote it rendered. */
export interface Rendered<T> {
  key: string;
  value: T;
}

/** What the recap shows priced, as the server rendered it for its quote (null where the API refused). */
export interface RenderedRecap {
  prices: Rendered<PricedAnswer> | null;
  options: Rendered<PriceOptions> | null;
  tax: Rendered<TaxSavings> | null;
}
