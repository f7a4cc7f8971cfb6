// The credit-provider filter as a page reads it from its address. The API
// takes any code in any case (the providers are reference data in the
// database, and an unknown code simply matches nothing), so its query schemas
// keep `provider` free text; the pages offer a select of the known providers,
// so a bookmark's code is upper-cased and one they do not offer falls back to
// no filter, as any other bad value does.
import { z } from 'zod';

/** The credit providers of the reference data (migration 0003). */
export const PROVIDER_CODES = ['GRENKE', 'BNP', 'DLL'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** A provider code in any case, read as the known code it names. */
export const ProviderFilter = z.string().trim().toUpperCase().pipe(z.enum(PROVIDER_CODES)).optional();
