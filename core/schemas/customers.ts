// Query and answers of the customers endpoints (the portal's /customers pages).
import { z } from 'zod';
import { CUSTOMER_SORTS } from '../domain/customers';
import { IdParam, text } from './fields';
import { listTotalFields } from './list-total';
import { CompanySchema, ContractSummarySchema, SignerSchema } from './contracts-answers';

export const CustomerListQuerySchema = z.object({
  q: text(100).optional().meta({ description: 'Name, VAT number or municipality contains' }),
  agencyId: IdParam.optional().meta({ description: 'Administrators: one agency' }),
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

export const CustomerSummarySchema = z
  .object({
    id: z.number().int(),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    name: z.string(),
    vatNumber: z.string(),
    municipality: z.string().nullable(),
    province: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    contractsCount: z.number().int().meta({ description: 'Contracts of this company the caller can see' }),
    lastContractAt: z.string().nullable().meta({ format: 'date-time' }),
    createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  })
  .meta({ id: 'CustomerSummary' });

export const CustomerListSchema = z.object({ items: z.array(CustomerSummarySchema), ...listTotalFields }).meta({ id: 'CustomerList' });

export const AddressSchema = z
  .object({
    kind: z.enum(['registeredOffice', 'shipping']),
    contactName: z.string().nullable(),
    address: z.string(),
    postalCode: z.string().nullable(),
    town: z.string().nullable(),
    province: z.string().nullable(),
  })
  .meta({ id: 'CustomerAddress' });

export const CustomerDetailSchema = z
  .object({
    company: CompanySchema,
    agency: z.object({ id: z.number().int(), name: z.string() }),
    businessType: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    signers: z.array(SignerSchema),
    addresses: z.array(AddressSchema).meta({ description: 'The registered office first, then the distinct shipping addresses of its contracts' }),
    contracts: z.array(ContractSummarySchema).meta({ description: 'Newest first, those the caller can see (at most 200)' }),
  })
  .meta({ id: 'CustomerDetail' });
