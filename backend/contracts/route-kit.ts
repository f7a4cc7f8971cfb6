// Shared pieces of the contracts, customers and orders route definitions:
// path parameters, the JSON helpers and the common answers.
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { parseAgencyId } from '../auth/actor';
import type { AuthedEnv } from '../lib/deps';
import { ApiError } from '../lib/errors';
import { errorResponse } from '../lib/openapi';

export type Auth = MiddlewareHandler<AuthedEnv>;

export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

const pathParam = (name: string, example: string) =>
  z
    .string()
    .max(12)
    .openapi({ param: { name, in: 'path' }, example });

export const AgencyParams = z.object({ agencyId: pathParam('agencyId', '2') });
export const ContractParams = AgencyParams.extend({ contractId: pathParam('contractId', '17') });
export const CustomerParams = AgencyParams.extend({ customerId: pathParam('customerId', '5') });

/** Ids in paths: a malformed one names nothing, so it answers 404 like an unknown one. */
export function idOf(raw: string): number {
  const id = parseAgencyId(raw);
  if (id === null) throw new ApiError(404, 'not_found');
  return id;
}

export const COMMON_ERRORS = {
  401: errorResponse('unauthorized'),
  403: errorResponse('forbidden: the role lacks this action on the section'),
  404: errorResponse("not_found: no such agency membership or record in the caller's scope"),
};
