// GET /api/smartComSystem/PrivacyFile (public: the footer links to it) and the
// administrators' upload that replaces the generated default.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { recordAudit } from '../audit/record';
import type { FileStorage } from '../adapters/files/storage';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { fileHeaders } from '../files/file-answer';
import { pdfRefusal } from '../files/pdf-check';
import { defaultPrivacyPdf } from './default-pdf';
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
    // Inline, unlike other PDFs: the footer's link opens it to be read. The sandbox still holds
    // (Chromium's viewer shows a PDF under it), and uploads with active content are refused.
    return c.body(bytes.slice().buffer as ArrayBuffer, 200, fileHeaders({ type: 'application/pdf', name: 'privacy.pdf', inline: true, cache: 'no-cache' }));
  });

  // The administrators (the settings section), whose back-office role allows editing.
  guarded(uploadRoute(auth), 'settings.write', async (c, { actor }) => {
    const user = c.get('user');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const refusal = await pdfRefusal(bytes, 'privacy');
    if (refusal) throw new ApiError(400, refusal);
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
