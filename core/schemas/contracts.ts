// Request bodies of the contracts area. A contract body is the priced cart of
// the pricing area plus who it is for (company, signers), where it goes
// (destinations with addresses) and notes. Without `company` the contract is
// a draft that an administrator approves (docs/domain.md).
import { z } from 'zod';
import { CONTRACT_TYPES } from '../domain/catalogue';
import { CONTRACT_SORTS, CONTRACT_STATUSES } from '../domain/contracts';
import { CartSchema, CartShippingSchema, DestinationUnitsSchema } from './pricing';
import { Id, IdParam, PROVINCE, isoDate, multi, patterned, requiredText, text } from './fields';

export const CompanyInputSchema = z
  .object({
    name: requiredText(200).meta({ example: 'Rossi Forniture Srl' }),
    vatNumber: patterned('vatNumber', 'invalid_vat_number', '01234567897'),
    /** companies usually use their VAT number; sole traders a person's code */
    fiscalCode: patterned('companyFiscalCode', 'invalid_fiscal_code', '01234567897')
      .nullish()
      .meta({ description: '11 digits with the check digit of a VAT number, or a person fiscal code for sole traders' }),
    pec: patterned('email', 'invalid_email', 'rossiforniture@pec.it').nullish(),
    iban: patterned('iban', 'invalid_iban', 'IT60X0542811101000000123456').nullish(),
    address: requiredText(200).meta({ example: 'Via Roma 12' }),
    postalCode: patterned('postalCode', 'invalid_postal_code', '20121'),
    municipality: requiredText(100).meta({ example: 'Milano' }),
    province: PROVINCE,
    phone: patterned('phone', 'invalid_phone', '02 8765432').nullish(),
    email: patterned('email', 'invalid_email', 'amministrazione@rossiforniture.it').nullish(),
    employees: z.number().int().min(0).max(10_000_000).nullish(),
    businessTypeId: Id.nullish(),
    incorporationDate: isoDate.nullish(),
    companySolidity: z.number().int().min(0).max(100).nullish().meta({ description: '0–100, from the company-credit lookup' }),
  })
  .meta({ id: 'CompanyInput' });

export const SignerInputSchema = z
  .object({
    name: requiredText(100).meta({ example: 'Mario' }),
    surname: requiredText(100).meta({ example: 'Rossi' }),
    role: requiredText(100).meta({ example: 'Legale rappresentante' }),
    fiscalCode: patterned('fiscalCode', 'invalid_fiscal_code', 'RSSMRA70A01F205V'),
    birthDate: isoDate.nullish(),
    country: text(100).nullish(),
    province: PROVINCE.nullish(),
    town: text(100).nullish(),
    documentType: text(50).nullish().meta({ example: "Carta d'identità" }),
    documentNumber: text(50).nullish(),
  })
  .meta({ id: 'SignerInput' });

export const DestinationInputSchema = DestinationUnitsSchema.extend({
  contactName: requiredText(200),
  phone: patterned('phone', 'invalid_phone', '02 1234567').nullish(),
  address: requiredText(200),
  postalCode: patterned('postalCode', 'invalid_postal_code', '20121'),
  town: requiredText(100),
  province: PROVINCE,
}).meta({ id: 'ShippingDestinationInput' });

export const ShippingContactSchema = z
  .object({
    name: text(200).nullish(),
    phone: patterned('phone', 'invalid_phone', '02 1234567').nullish(),
    email: patterned('email', 'invalid_email', 'acquisti@rossiforniture.it').nullish(),
  })
  .meta({ id: 'ShippingContact', description: 'Who receives the goods' });

export const ShippingAddressSchema = z
  .object({
    address: text(200).nullish(),
    postalCode: patterned('postalCode', 'invalid_postal_code', '20124').nullish(),
    town: text(100).nullish(),
    province: PROVINCE.nullish(),
  })
  .meta({ id: 'ShippingAddress', description: 'Where the goods go when not to several destinations' });

export const ContractShippingSchema = CartShippingSchema.extend({
  destinations: z.array(DestinationInputSchema).max(100).default([]).meta({
    description: 'multipleDestinations only: address and product units of each destination',
  }),
  contact: ShippingContactSchema.nullish(),
  address: ShippingAddressSchema.nullish(),
}).meta({ id: 'ContractShipping' });

export const ContractBodySchema = CartSchema.extend({
  // the pricing schema's code, refusing NUL before it reaches a query
  providerCode: requiredText(20).meta({ example: 'GRENKE' }),
  shipping: ContractShippingSchema,
  company: CompanyInputSchema.nullish().meta({ description: "Absent: the contract is a draft needing an administrator's approval" }),
  signers: z.array(SignerInputSchema).max(10).default([]).meta({ description: 'At least one when the company is given' }),
  notes: text(2000).nullish(),
  replacesContractId: Id.nullish().meta({
    description: 'An upgrade at the end of a term: the running contract this one replaces (its choice is upgrade); it closes when this one is activated',
  }),
}).meta({ id: 'ContractBody' });

export type ContractBody = z.infer<typeof ContractBodySchema>;
export type CompanyInput = z.infer<typeof CompanyInputSchema>;
export type SignerInput = z.infer<typeof SignerInputSchema>;

export const StatusBodySchema = z
  .object({
    status: z.enum(CONTRACT_STATUSES),
    note: text(2000).nullish(),
    overrideReason: text(2000).nullish().meta({
      description:
        'Steps past the facts the move lacks (capability contracts.override; docs/domain.md, Overrides): the written reason the history and the audit trail keep',
    }),
  })
  .meta({ id: 'ContractStatusChange' });

export const NoteBodySchema = z.object({ note: text(2000).nullish() }).meta({ id: 'ContractActionNote' });

/** POST …/Resubmit: the provider a refused deal goes to, with the same data (docs/domain.md, "Credit providers"). */
export const ResubmitBodySchema = z
  .object({ providerCode: requiredText(20).meta({ example: 'BNP' }), note: text(2000).nullish() })
  .meta({ id: 'ContractResubmit' });

export const ContractListQuerySchema = z.object({
  status: multi(CONTRACT_STATUSES).meta({ description: 'One or more statuses, repeated or comma-separated' }),
  archived: z.enum(['true', 'false', 'all']).default('false').meta({ description: 'Archived contracts are hidden unless asked for' }),
  type: multi(CONTRACT_TYPES),
  provider: text(20).optional().meta({ description: 'Credit provider code, e.g. GRENKE' }),
  agencyId: IdParam.optional().meta({ description: 'Administrators: one agency (others see their own agency anyway)' }),
  agentId: IdParam.optional().meta({ description: 'The user who created the contract' }),
  customerId: IdParam.optional().meta({ description: 'The company' }),
  modelId: IdParam.optional().meta({ description: 'Contracts with a product line of this model' }),
  familyId: IdParam.optional().meta({ description: 'Contracts with a product line of a model of this family' }),
  accessoryId: IdParam.optional().meta({ description: 'Contracts with this accessory' }),
  q: text(100).optional().meta({ description: 'Contract number, company name or VAT number contains' }),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional().meta({ description: 'Inclusive' }),
  closingFrom: isoDate.optional(),
  closingTo: isoDate.optional().meta({ description: 'Inclusive' }),
  sort: z.enum(CONTRACT_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

/** ContractsXLS: the list's filters and sort, every page, in a language. */
export const ContractExportQuerySchema = ContractListQuerySchema.omit({ page: true, pageSize: true }).extend({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of headings and labels; default from Accept-Language' }),
});
