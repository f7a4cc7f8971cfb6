import type { z } from 'zod';
import type { Locale } from '../../i18n/routing';
import type { Role } from '../../core/roles';
import { UserCreateBodySchema, UserUpdateBodySchema } from '../../core/schemas/user-admin';
import { formChecks } from '../validation/form-checks';

// The user form's checks: the API's own body schemas over what the form holds.
// Loaded when the form is first checked: zod stays out of the page's first load.

/** What the form holds: the selects' values as chosen ('' for none). */
export interface UserFormValues {
  username: string;
  email: string;
  backOfficeRole: string;
  memberships: { agencyId: number; role: Role }[];
  areaLeaderId: string;
}

/** What the caller may change, as the user's page says (`allowed`); a new user is made whole, in `locale` for the invitation. */
export type UserFormScope = { create: true; locale: Locale } | { create: false; account: boolean; roles: boolean };

export type UserBody = z.output<typeof UserCreateBodySchema> | z.output<typeof UserUpdateBodySchema>;

/** The field a refusal goes beside: every error of a membership row goes under the memberships. */
const fieldOf = (path: readonly PropertyKey[]) => String(path[0]);

/**
 * The body the API takes: a new user's every field; an edit sends only what the
 * caller may change (the API refuses the others: account_outside_scope,
 * forbidden). Each refusal names its form field; the form words it.
 */
export const userChecks = (scope: UserFormScope) =>
  formChecks<UserFormValues, UserBody>(async (values) => {
    const account = { username: values.username, email: values.email };
    const areaLeader = { areaLeaderId: values.areaLeaderId ? Number(values.areaLeaderId) : null };
    const roles = { backOfficeRole: values.backOfficeRole || null, memberships: values.memberships };
    const result = scope.create
      ? await UserCreateBodySchema.safeParseAsync({ ...account, ...areaLeader, ...roles, locale: scope.locale })
      : await UserUpdateBodySchema.safeParseAsync({ ...(scope.account ? account : {}), ...areaLeader, ...(scope.roles ? roles : {}) });
    if (result.success) return { data: result.data };
    return { issues: result.error.issues.map((issue) => ({ path: [fieldOf(issue.path)], message: fieldOf(issue.path) })) };
  });
