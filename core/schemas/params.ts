// Path parameters of the contracts, customers and orders routes, taken as
// typed: a malformed id names nothing, so the handler answers 404 for it as
// for an unknown one (core/ids.ts parseId), never 400.
import { z } from 'zod';

/** A path parameter taken as text (ids are parsed by the handler). */
export const pathParam = (name: string, example: string) =>
  z
    .string()
    .max(12)
    .meta({ param: { name, in: 'path' }, example });

export const AgencyPathParamsSchema = z.object({ agencyId: pathParam('agencyId', '2') });
export const ContractPathParamsSchema = AgencyPathParamsSchema.extend({ contractId: pathParam('contractId', '17') });
export const CustomerPathParamsSchema = AgencyPathParamsSchema.extend({ customerId: pathParam('customerId', '5') });
