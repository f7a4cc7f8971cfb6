import 'server-only';
import type { z } from 'zod';
import type { BusinessTypeSchema } from '../../core/schemas/catalogue';
import type { SignUpAgencySchema } from '../../core/schemas/users';
import { apiJson, UpstreamError } from '../upstream';

// Public reads of the sign-up pages (no session): the agency the page refers
// to and the business types the form offers.

export type SignUpAgency = z.infer<typeof SignUpAgencySchema>;
/** A business type as a form offers it. */
export type BusinessTypeOption = Pick<z.infer<typeof BusinessTypeSchema>, 'id' | 'name'>;

/** null: no agency by that slug or id (404 unknown_agency). */
export async function getSignUpAgency(reference?: string): Promise<SignUpAgency | null> {
  const query = reference ? `?${new URLSearchParams({ agency: reference })}` : '';
  try {
    return await apiJson<SignUpAgency>(`/api/User/new-customer/agency${query}`);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The form works without them: a failure leaves the optional field out. */
export async function getBusinessTypes(locale: string): Promise<BusinessTypeOption[]> {
  try {
    const types = await apiJson<BusinessTypeOption[]>('/api/Agency/BusinessTypes', { acceptLanguage: locale });
    return types.map(({ id, name }) => ({ id, name }));
  } catch {
    return [];
  }
}
