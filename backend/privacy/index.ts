// GET /api/smartComSystem/PrivacyFile (public: the footer links to it) and the
// administrators' upload that replaces the generated default.
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { isAdminRole } from '../../core/roles';
import type { FileStorage } from '../adapters/files/storage';
import { AGENCY_HEADER, resolveActor } from '../auth/actor';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../lib/deps';
import { ApiError } from '../lib/errors';
import { bearerSecurity, errorResponse } from '../lib/openapi';
import { defaultPrivacyPdf } from './default-pdf';
import { isReadablePdf } from './pdf-check';

export const PRIVACY_KEY = 'privacy/privacy.pdf';
const PATH = '/api/smartComSystem/PrivacyFile';
const pdf = { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } };

const getRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: ['System'],
  summary: 'The privacy notice as a PDF (the uploaded one, else the generated Italian and English default)',
  responses: { 200: { description: 'privacy.pdf', ...pdf } },
});

const uploadRoute = (auth: ReturnType<typeof requireUser>) =>
  createRoute({
    method: 'post',
    path: `${PATH}/Upload`,
    tags: ['System'],
    summary: 'Replace the privacy PDF (administrators); the body is the PDF itself, at most 5 MB',
    middleware: auth,
    security: bearerSecurity,
    request: { body: { ...pdf, required: true } },
    responses: {
      204: { description: 'Replaced' },
      400: errorResponse('invalid_pdf: the bytes are not a readable PDF'),
      401: errorResponse('unauthorized'),
      403: errorResponse('forbidden: administrators only'),
    },
  });

export function registerPrivacyRoutes(app: OpenAPIHono, deps: AppDeps, files: FileStorage): void {
  const auth = requireUser(deps);

  app.openapi(getRoute, async (c) => {
    const stored = await files.get(PRIVACY_KEY).catch((error: unknown) => {
      console.error('[privacy] stored PDF unreadable, serving the default:', (error as Error).message);
      return null;
    });
    const bytes = stored ?? (await defaultPrivacyPdf());
    return c.body(bytes.slice().buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="privacy.pdf"',
      'Cache-Control': 'no-cache',
    });
  });

  app.openapi(uploadRoute(auth), async (c) => {
    const actor = await resolveActor(deps.db, c.get('user'), c.req.header(AGENCY_HEADER));
    if (!actor || !isAdminRole(actor.role)) throw new ApiError(403, 'forbidden');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (!(await isReadablePdf(bytes))) throw new ApiError(400, 'invalid_pdf');
    await files.put(PRIVACY_KEY, bytes, 'application/pdf');
    console.info(`[privacy] user ${actor.userId} replaced the privacy PDF (${bytes.length} bytes)`);
    return c.body(null, 204);
  });
}
