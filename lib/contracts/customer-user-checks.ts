import type { z } from 'zod';
import type { Locale } from '../../i18n/routing';
import { CustomerUserBodySchema } from '../../core/schemas/users';
import { formChecks } from '../validation/form-checks';

// The 'create customer user' form's checks: the API's own body schema over what
// the form holds. Loaded when the dialog's form is first checked.

/** What the form holds: the texts as typed, the contract chosen. */
export interface CustomerUserFormValues {
  email: string;
  username: string;
  contractId: number;
}

/** The contract the account is made from (the call's path) and the API's body. */
export interface CustomerUserRequest {
  contractId: number;
  body: z.output<typeof CustomerUserBodySchema>;
}

/**
 * The e-mail is asked for (the API would fall back on the company's, which the
 * form already shows); a blank username is left to the API (the e-mail). Each
 * refusal's message is its field; the form words it.
 */
export const customerUserChecks = (locale: Locale) =>
  formChecks<CustomerUserFormValues, CustomerUserRequest>(async ({ email, username, contractId }) => {
    if (!email.trim()) return { issues: [{ path: ['email'], message: 'email' }] };
    const result = await CustomerUserBodySchema.safeParseAsync({ email, ...(username.trim() ? { username } : {}), locale });
    if (result.success) return { data: { contractId, body: result.data } };
    return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: String(issue.path[0]) })) };
  });
