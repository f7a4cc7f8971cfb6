import 'server-only';
import { api, type ApiAnswer, UpstreamError } from '../upstream';

// Public reads of the sign-up pages (no session): the agency the page refers
// to and the business types the form offers.

export type SignUpAgency = ApiAnswer<'GET', '/api/User/new-customer/agency'>;
/** A business type as a form offers it. */
export type BusinessTypeOption = Pick<ApiAnswer<'GET', '/api/Agency/BusinessTypes'>[number], 'id' | 'name'>;

/** null: no agency by that slug or id (404 unknown_agency). */
export async function getSignUpAgency(reference?: string): Promise<SignUpAgency | null> {
  try {
    return await api.get('/api/User/new-customer/agency', { query: { agency: reference || undefined } });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

/** The form works without them: a failure leaves the optional field out. */
export async function getBusinessTypes(locale: string): Promise<BusinessTypeOption[]> {
  try {
    const types = await api.get('/api/Agency/BusinessTypes', { acceptLanguage: locale });
    return types.map(({ id, name }) => ({ id, name }));
  } catch {
    return [];
  }
}
