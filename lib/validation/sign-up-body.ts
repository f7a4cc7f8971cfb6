import type { z } from 'zod';
import type { NewCustomerBodySchema } from '../../core/schemas/users';
import type { SignUpValues } from './account';

// The sign-up form's values as the API's body, apart from the form's schema
// (lib/validation/account.ts) so the page need not load zod to send them.

/** The body of POST /api/User/new-customer from the form's values: its schema's input, so they cannot drift apart. */
export type SignUpBody = z.input<typeof NewCustomerBodySchema>;

export function signUpBody(values: SignUpValues, locale: 'it' | 'en'): SignUpBody {
  return {
    username: values.username,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirmPassword,
    privacyAccepted: values.privacyAccepted,
    locale,
    company: {
      name: values.companyName,
      vatNumber: values.vatNumber,
      ...(values.fiscalCode ? { fiscalCode: values.fiscalCode } : {}),
      ...(values.pec ? { pec: values.pec } : {}),
      phone: values.phone,
      address: values.address,
      postalCode: values.postalCode,
      municipality: values.municipality,
      province: values.province.toUpperCase(),
      ...(values.businessTypeId ? { businessTypeId: Number(values.businessTypeId) } : {}),
    },
  };
}
