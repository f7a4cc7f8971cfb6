// GET /api/smartComSystem/PrivacyFile (public: the footer links to it) and the
// administrators' upload that replaces the generated default.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { recordAudit } from '../audit/record';
import type { FileStorage } from '../adapters/files/storage';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { defaultPrivacyPdf } from './default-pdf';
import { isReadablePdf } from './pdf-check';
import { getRoute, uploadRoute } from './routes';

export const PRIVACY_KEY = 'privacy/privacy.pdf';

export function registerPrivacyRoutes(app: OpenAPIHono, deps: AppDeps, files: FileStorage): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

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

  // The administrators (the settings section), whose back-office role allows editing.
  guarded(uploadRoute(auth), { section: 'settings', action: 'update', backOffice: 'edit' }, async (c, { actor }) => {
    const user = c.get('user');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (!(await isReadablePdf(bytes))) throw new ApiError(400, 'invalid_pdf');
    await files.put(PRIVACY_KEY, bytes, 'application/pdf');
    await recordAudit(deps.db, {
      entity: 'privacy',
      entityId: 0,
      action: 'upload',
      actor: { id: user.id, username: user.username },
      at: deps.clock(),
      changes: { bytes: { to: bytes.length } },
    });
    console.info(`[privacy] user ${actor.userId} replaced the privacy PDF (${bytes.length} bytes)`);
    return c.body(null, 204);
  });
}
