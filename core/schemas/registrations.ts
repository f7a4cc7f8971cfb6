// Query, bodies and answers of the pending customer sign-ups an agency reviews
// (docs/domain.md, "Customer sign-up").
import { z } from 'zod';
import { text } from './fields';
import { listTotalFields } from './list-total';
import { idPathParam } from './params';

export const REGISTRATION_SORTS = ['createdAt', 'company', 'username'] as const;

export const RegistrationListQuerySchema = z.object({
  q: text(100).optional().meta({ description: 'Username, e-mail, company name or VAT number contains' }),
  sort: z.enum(REGISTRATION_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type RegistrationListQuery = z.infer<typeof RegistrationListQuerySchema>;

export const RegistrationPathParamsSchema = z.object({ agencyId: idPathParam('agencyId', '2'), userId: idPathParam('userId', '12') });

export const RegistrationSchema = z
  .object({
    id: z.number().int().meta({ description: "The account's user id" }),
    username: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean().meta({ description: 'false: the customer has not opened the confirmation link yet' }),
    createdAt: z.string().meta({ format: 'date-time' }),
    company: z.object({
      name: z.string(),
      vatNumber: z.string(),
      municipality: z.string(),
      province: z.string(),
      phone: z.string(),
    }),
    record: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .meta({ description: "The agency's record of the VAT number typed, which approving links; null: approving creates it from the sign-up" }),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationListSchema = z.object({ items: z.array(RegistrationSchema), ...listTotalFields }).meta({ id: 'RegistrationList' });

export const RegistrationApproveAnswerSchema = z
  .object({ id: z.number().int(), companyId: z.number().int(), companyCreated: z.boolean() })
  .meta({ id: 'RegistrationApproved' });

export const RegistrationRejectBodySchema = z
  .strictObject({ reason: text(500).optional().meta({ description: 'Told to the customer in the e-mail' }) })
  .meta({ id: 'RegistrationRejectBody' });
