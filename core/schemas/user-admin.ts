// The users page's API (/api/User): the list with its filters, one user with
// their agencies, roles and history, and the bodies that create and edit.
// Which roles a caller may give is core/domain/administration.ts.
import { z } from 'zod';
import { STAFF_ROLES } from '../domain/administration';
import { USER_SORTS } from '../domain/user-admin';
import { BACK_OFFICE_ROLES, ROLES, type Role } from '../roles';
import { emailField, localeField } from './account-recovery';
import { AuditTrailSchema } from './audit';
import { Id, IdParam, text } from './fields';
import { usernameField } from './users';
import { idPathParam } from './params';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const UserListQuerySchema = z.object({
  q: text(100).optional().meta({ description: 'Username or e-mail contains' }),
  role: z.enum(ROLES).optional().meta({ description: 'Has this role in some agency' }),
  agencyId: IdParam.optional().meta({ description: 'Member of this agency' }),
  areaLeaderId: IdParam.optional().meta({ description: 'Led by this capo area or group manager' }),
  deactivated: flag.optional().meta({ description: 'true: only deactivated accounts; false: only active ones' }),
  sort: z.enum(USER_SORTS).default('username'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const UserParamsSchema = z.object({ userId: idPathParam('userId', '5') });

const MembershipSchema = z.object({ agency: z.object({ id: z.number().int(), name: z.string() }), role: z.enum(ROLES) });

export const UserSummarySchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    backOfficeRole: z.enum(BACK_OFFICE_ROLES).nullable(),
    memberships: z.array(MembershipSchema).meta({ description: "The user's agencies and role in each (those the caller may see)" }),
    areaLeader: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    deactivated: z.boolean(),
    awaitingPassword: z.boolean().meta({ description: 'Invited, and no password chosen yet' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserListSchema = z.object({ items: z.array(UserSummarySchema), total: z.number().int() }).meta({ id: 'UserList' });

export const UserDetailSchema = UserSummarySchema.extend({
  allowed: z
    .object({
      edit: z.boolean().meta({ description: 'The area leader, and the account fields when `account` too' }),
      account: z.boolean().meta({
        description: "Username, e-mail and invitation: false when the user belongs to an agency beyond the caller's (the account is the person's)",
      }),
      deactivate: z.boolean(),
      changeRoles: z.boolean().meta({ description: "The user's roles in the agencies the caller administers" }),
    })
    .meta({ description: 'What the caller may do to this user (role ranks, back-office role, agencies, not themselves)' }),
  history: AuditTrailSchema,
}).meta({ id: 'UserDetail' });

/** A role the users page (and the users import) gives: customers get their accounts from a contract or a sign-up. */
export const StaffRoleSchema = z.enum(STAFF_ROLES as [Role, ...Role[]]);

/** A back-office role, or none. */
export const BackOfficeRoleSchema = z.enum(BACK_OFFICE_ROLES);

const MembershipBodySchema = z.strictObject({
  agencyId: Id,
  role: StaffRoleSchema.meta({ description: 'Customers get their accounts from a contract or a sign-up' }),
});

const memberships = z.array(MembershipBodySchema).min(1).max(20);

export const UserCreateBodySchema = z
  .strictObject({
    username: usernameField,
    email: emailField,
    backOfficeRole: BackOfficeRoleSchema.nullable().optional(),
    memberships,
    areaLeaderId: Id.nullable().optional().meta({ description: 'A capo area or group manager of one of the agencies' }),
    locale: localeField.meta({ description: "The invitation e-mail's language" }),
  })
  .meta({ id: 'UserCreateBody', description: 'No password: the user gets an e-mailed invitation to choose one' });

export const UserUpdateBodySchema = z
  .strictObject({
    username: usernameField.optional(),
    email: emailField.optional(),
    backOfficeRole: BackOfficeRoleSchema.nullable().optional(),
    memberships: memberships.optional().meta({ description: "Replaces the user's roles in the agencies the caller administers; others stay" }),
    areaLeaderId: Id.nullable().optional(),
    deactivated: z.boolean().optional().meta({ description: 'true ends every session at once; false lets the user sign in again' }),
  })
  .meta({ id: 'UserUpdateBody' });

export const UserInviteBodySchema = z.strictObject({ locale: localeField }).meta({ id: 'UserInviteBody' });

export const UserFormOptionsSchema = z
  .object({
    roles: z.array(z.enum(ROLES)).meta({ description: 'The roles the caller may give' }),
    backOfficeRoles: z.array(z.enum(BACK_OFFICE_ROLES)).meta({ description: 'Empty: the caller gives none' }),
    agencies: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ description: 'The agencies the caller may give roles in' }),
    areaLeaders: z.array(z.object({ id: z.number().int(), username: z.string(), agencyIds: z.array(z.number().int()) })),
  })
  .meta({ id: 'UserFormOptions' });
