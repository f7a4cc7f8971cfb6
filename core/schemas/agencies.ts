// The agencies page's API (/api/Agency): list, create, edit, deactivate, and the logo.
// Money is in integer cents, percentages from 0 to 100 with two decimals.
import { z } from 'zod';
import { AuditTrailSchema } from './audit';
import { requiredText, text } from './fields';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const cents = (max: number) => z.number().int().min(0).max(max);
/** A percentage to the hundredth. The document's generator drops zod's multipleOf, so the step is also given as metadata: the OpenAPI document states the rule the validator applies. */
const percent = z.number().min(0).max(100).multipleOf(0.01).meta({ multipleOf: 0.01 });

export const AgencyListQuerySchema = z.object({
  q: text(100).optional().meta({ description: 'Name contains' }),
  deactivated: flag.optional(),
  sort: z.enum(['name', 'createdAt']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgencyListQuery = z.infer<typeof AgencyListQuerySchema>;

export const AgencyAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shippingUnitCostCents: z.number().int(),
    shippingMaxUnits: z.number().int(),
    agentCommission: z.number(),
    grenkeAgentCommission: z.number(),
    logoUrl: z.string().nullable().meta({ description: 'GET it with the bearer token (or through the portal); null: the default logo' }),
    deactivated: z.boolean(),
    usersCount: z.number().int(),
    contractsCount: z.number().int(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AgencyAdmin' });
export type AgencyAdmin = z.infer<typeof AgencyAdminSchema>;

export const AgencyListSchema = z.object({ items: z.array(AgencyAdminSchema), total: z.number().int() }).meta({ id: 'AgencyList' });

export const AgencyDetailSchema = AgencyAdminSchema.extend({
  signUpSlug: z.string().meta({ description: "The customer sign-up page's name of the agency: /on-boarding/{signUpSlug}", example: 'agenzia-torino' }),
  history: AuditTrailSchema,
}).meta({ id: 'AgencyDetail' });

const fields = {
  name: requiredText(100).meta({ example: 'Agenzia Torino' }),
  shippingUnitCostCents: cents(100_000).meta({ description: 'Per product unit, in cents', example: 500 }),
  shippingMaxUnits: z.number().int().min(1).max(1000).meta({ description: 'The least number of products each destination receives' }),
  agentCommission: percent.meta({ example: 3.5 }),
  grenkeAgentCommission: percent.meta({ example: 4 }),
};

const AgencyFieldsSchema = z.strictObject(fields);

export const AgencyCreateBodySchema = AgencyFieldsSchema.meta({ id: 'AgencyCreateBody' });

export const AgencyUpdateBodySchema = AgencyFieldsSchema.partial()
  .extend({ deactivated: z.boolean().optional().meta({ description: 'true: its users no longer work in it; false: they may again' }) })
  .meta({ id: 'AgencyUpdateBody', description: 'Shipping and commissions apply to quotes priced from now on; submitted contracts keep theirs' });
