// The pieces every route definition shares: a JSON body or answer, the error
// answers and the bearer security scheme.
import type { z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../core/schemas/errors';
import { BinarySchema } from '../../core/schemas/system';
import { XLSX_TYPE } from '../spreadsheets/stream-writer';

/** A JSON body or answer of `schema`: spread into a request body or a response. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

export const errorResponse = (description: string) => ({ description, ...json(ErrorBodySchema) });

/** A streamed XLSX workbook answer. */
export const xlsxResponse = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: BinarySchema } } });

/** What every route behind a per-route access rule may answer besides its own errors. */
export const COMMON_ERRORS = {
  401: errorResponse('unauthorized'),
  403: errorResponse('forbidden: the role lacks this action on the section'),
  404: errorResponse("not_found: no such agency membership or record in the caller's scope"),
};

export const BEARER = 'bearerAuth';
export const bearerSecurity = [{ [BEARER]: [] }];
/** An agency's API key (docs/integrations.md): the operations a key's capability opens declare it beside the bearer token. */
export const API_KEY = 'apiKeyAuth';

/** An uploaded picture as the request body: its bytes decide what it is, whatever type it is sent as. */
export const pictureBody = {
  content: {
    'image/png': { schema: BinarySchema },
    'image/jpeg': { schema: BinarySchema },
    'image/webp': { schema: BinarySchema },
    'application/octet-stream': { schema: BinarySchema },
  },
};
