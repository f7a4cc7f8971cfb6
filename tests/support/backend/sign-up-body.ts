// A customer's sign-up as the on-boarding form sends it (POST /api/User/new-customer):
// the n-th of a test file, with a name, e-mail and VAT number of its own.
import type { ApiCallBody } from '@/lib/api-types';
import { partitaIva } from '@/core/validation/italian-codes';

export type SignUpBody = ApiCallBody<'POST', '/api/User/new-customer'>;

export function signUpBody(
  n: number,
  { prefix = 'cliente', vatBase = 1_000_000_000 }: { prefix?: string; vatBase?: number } = {},
  company: Partial<SignUpBody['company']> = {},
): SignUpBody {
  return {
    username: `${prefix}${n}`,
    email: `${prefix}${n}@example.com`,
    password: 'Cliente2026!',
    confirmPassword: 'Cliente2026!',
    privacyAccepted: true,
    company: {
      name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${n} Srl`,
      vatNumber: partitaIva(String(vatBase + n)),
      phone: '02 1234567',
      address: 'Via Dante 1',
      postalCode: '20121',
      municipality: 'Milano',
      province: 'MI',
      ...company,
    },
  };
}
