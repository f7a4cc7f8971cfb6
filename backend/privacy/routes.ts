// OpenAPI definitions of the privacy notice: the public PDF and the administrators' upload.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse } from '../http/openapi';
import { BinarySchema } from '../../core/schemas/system';

const PATH = '/api/smartComSystem/PrivacyFile';
const pdf = { content: { 'application/pdf': { schema: BinarySchema } } };

export const getRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: ['System'],
  summary: 'The privacy notice as a PDF (the uploaded one, else the generated Italian and English default), inline in a sandbox',
  responses: { 200: { description: 'privacy.pdf', ...pdf } },
});

export const uploadRoute = (auth: Auth) =>
  createRoute({
    method: 'post',
    path: `${PATH}/Upload`,
    tags: ['System'],
    summary: 'Replace the privacy PDF (administrators); the body is the PDF itself, at most 5 MB, without active content',
    middleware: auth,
    security: bearerSecurity,
    request: { body: { ...pdf, required: true } },
    responses: {
      204: { description: 'Replaced' },
      400: errorResponse('invalid_pdf: the bytes are not a readable PDF; pdf_active_content: it holds scripts, actions, embedded files or is encrypted'),
      ...COMMON_ERRORS,
      403: errorResponse('forbidden: administrators whose back-office role allows editing'),
    },
  });
