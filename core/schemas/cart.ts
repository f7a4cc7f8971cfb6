// The open quote: the cart a user is building in an agency, as the browser
// edits it. The cart part reuses the pricing area's line schema; the customer
// and shipping parts are the forms' drafts, strings as typed, so nothing typed
// is lost on a reload even while it is still invalid. The contracts area
// validates the real thing on submit (ContractBodySchema).
import { z } from 'zod';
import { NEW_QUOTE_TERMS } from '../domain/quote';
import { CONTRACT_TYPES, GUARANTEE_TIERS } from '../domain/catalogue';
import { SHIPPING_MODES } from '../domain/contracts';
import { MAX_ID } from '../ids';
import { MAX_TAXABLE_INCOME } from '../pricing/limits';
import { requiredText } from './fields';
import { CartLineSchema, MAX_LINES, MAX_QUANTITY } from './pricing';

const NO_NUL = (value: string) => !value.includes('\u0000');
/** A form field as typed: any text up to `max` characters, '' when absent. */
const typed = (max: number) => z.string().max(max).refine(NO_NUL).default('');

export const CompanyDraftSchema = z
  .object({
    name: typed(200),
    vatNumber: typed(32),
    fiscalCode: typed(32),
    pec: typed(254),
    iban: typed(40),
    address: typed(200),
    postalCode: typed(16),
    municipality: typed(100),
    province: typed(8),
    phone: typed(40),
    email: typed(254),
    employees: typed(12),
    businessTypeId: typed(12),
    incorporationDate: typed(10),
    companySolidity: typed(4),
  })
  .meta({ id: 'CompanyDraft' });

export const SignerDraftSchema = z
  .object({
    name: typed(100),
    surname: typed(100),
    role: typed(100),
    fiscalCode: typed(32),
    birthDate: typed(10),
    country: typed(100),
    province: typed(8),
    town: typed(100),
    documentType: typed(50),
    documentNumber: typed(50),
  })
  .meta({ id: 'SignerDraft' });

export const CustomerDraftSchema = z
  .object({
    /** false: the quote goes without company details and becomes a draft awaiting approval (docs/domain.md) */
    withCompany: z.boolean().default(true),
    company: CompanyDraftSchema.prefault({}),
    signers: z.array(SignerDraftSchema).max(10).default([]),
    shippingContact: z.object({ name: typed(200), phone: typed(40), email: typed(254) }).prefault({}),
    shippingAddress: z.object({ address: typed(200), postalCode: typed(16), town: typed(100), province: typed(8) }).prefault({}),
    /** fields the company-credit lookup could not find, for the agent to complete */
    lookupMissing: z.array(z.string().max(40)).max(20).default([]),
    /** the agent tried to go on once: the form shows its messages again after a reload */
    attempted: z.boolean().default(false),
  })
  .meta({ id: 'CustomerDraft' });

export const DestinationDraftSchema = z
  .object({
    units: z
      .number()
      .int()
      .min(0)
      .max(MAX_QUANTITY * MAX_LINES)
      .default(0),
    contactName: typed(200),
    phone: typed(40),
    address: typed(200),
    postalCode: typed(16),
    town: typed(100),
    province: typed(8),
  })
  .meta({ id: 'DestinationDraft' });

/** A cart line without its duration: the quote has one duration for every line (docs/domain.md). */
export const QuoteLineSchema = CartLineSchema.omit({ durationMonths: true }).meta({ id: 'OpenQuoteLine' });

export const OpenQuoteSchema = z
  .object({
    providerCode: requiredText(20).default(NEW_QUOTE_TERMS.providerCode),
    contractType: z.enum(CONTRACT_TYPES).default(NEW_QUOTE_TERMS.contractType),
    durationMonths: z.number().int().min(1).max(600).default(NEW_QUOTE_TERMS.durationMonths),
    lines: z.array(QuoteLineSchema).max(MAX_LINES).default([]),
    shipping: z
      .object({
        mode: z.enum(SHIPPING_MODES).default(NEW_QUOTE_TERMS.shippingMode),
        destinations: z.array(DestinationDraftSchema).max(100).default([]),
        /** the agent has opened the shipping step: until then it is not done, whatever its default mode (docs/domain.md) */
        visited: z.boolean().default(false),
      })
      .prefault({}),
    customer: CustomerDraftSchema.prefault({}),
    notes: typed(2000),
    /** the tax simulation's yearly taxable income in EUR (docs/domain.md example: 60,000) */
    taxableIncome: z.number().min(0).max(MAX_TAXABLE_INCOME).default(60_000),
    /** the contract this quote edits ('Modifica' on the contract); null: submitting creates a new contract */
    editing: z
      .object({ contractId: z.number().int().positive(), number: z.string().max(40).refine(NO_NUL) })
      .nullable()
      .default(null),
    /** the contract an upgrade replaces at the end of its term: submitting links the new contract to it (docs/domain.md, "End of term") */
    replacing: z
      .object({ contractId: z.number().int().positive(), number: z.string().max(40).refine(NO_NUL) })
      .nullable()
      .default(null),
  })
  .meta({ id: 'OpenQuote' });

export type OpenQuote = z.infer<typeof OpenQuoteSchema>;
export type QuoteLine = z.infer<typeof QuoteLineSchema>;
export type CompanyDraft = z.infer<typeof CompanyDraftSchema>;
export type SignerDraft = z.infer<typeof SignerDraftSchema>;
export type CustomerDraft = z.infer<typeof CustomerDraftSchema>;
export type DestinationDraft = z.infer<typeof DestinationDraftSchema>;

export const OpenQuoteAnswerSchema = z
  .object({
    quote: OpenQuoteSchema,
    revision: z.number().int().meta({ description: '0: nothing stored yet (the answer is an empty quote)' }),
    updatedAt: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'OpenQuoteAnswer' });

export const OpenQuoteBodySchema = z
  .object({
    quote: OpenQuoteSchema,
    // a revision is an int4 column: a larger number names none (and would fail in the database)
    revision: z.number().int().min(0).max(MAX_ID).meta({ description: 'The revision this edit is based on; another one answers 409 quote_changed' }),
  })
  .meta({ id: 'OpenQuoteBody' });

export const PriceOptionSchema = z
  .object({
    tier: z.enum(GUARANTEE_TIERS),
    durationMonths: z.number().int(),
    monthlyPayment: z.number().nullable(),
    totalValue: z.number().nullable(),
    /** why this combination cannot be priced (e.g. accessories_over_limit); empty when priced */
    errors: z.array(z.object({ field: z.string().optional(), code: z.string() })),
  })
  .meta({ id: 'PriceOption' });

export const PriceOptionsAnswerSchema = z
  .object({
    tiers: z.array(z.enum(GUARANTEE_TIERS)),
    durations: z.array(z.number().int()),
    options: z.array(PriceOptionSchema),
  })
  .meta({ id: 'PriceOptions' });
