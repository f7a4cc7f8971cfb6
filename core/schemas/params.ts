// Path parameters, taken as typed text: a malformed id names nothing, so the
// handler answers 404 for it as for an unknown one (core/ids.ts parseId),
// never 400.
import { z } from 'zod';

/**
 * What a record id in a path looks like: digits. The API's router takes
 * nothing else for a parameter named …Id (backend/http/api-app.ts), so a
 * fixed path beside one (/api/Agency/BusinessTypes) is never an id; the
 * document says the same with this pattern.
 */
export const ID_PATH_DIGITS = '[0-9]+';
const ID_PATH_TEXT = new RegExp(`^${ID_PATH_DIGITS}$`);

/** A record id in a path (its name ends in Id), taken as digits (ids are parsed by the handler). */
export const idPathParam = (name: `${string}Id`, example: string) =>
  z
    .string()
    .regex(ID_PATH_TEXT)
    .max(12)
    .meta({ param: { name, in: 'path' }, example });

/** Any other path parameter, taken as text. */
export const pathParam = (name: string, example: string, max = 12) =>
  z
    .string()
    .max(max)
    .meta({ param: { name, in: 'path' }, example });

export const AgencyPathParamsSchema = z.object({ agencyId: idPathParam('agencyId', '2') });
export const ContractPathParamsSchema = AgencyPathParamsSchema.extend({ contractId: idPathParam('contractId', '17') });
export const CustomerPathParamsSchema = AgencyPathParamsSchema.extend({ customerId: idPathParam('customerId', '5') });
