// The agencies page's API: list, create, detail, edit, deactivate, delete, and the logo.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { FileStorage } from '../adapters/files/storage';
import { holderOf, requireCapability } from '../auth/capability';
import { requireUser } from '../auth/require-user';
import { ANY_MEMBER, guardedRoutes } from '../http/authorize';
import { ApiError } from '../http/errors';
import { sniffImageType } from '../adapters/files/sniff';
import { fileHeaders } from '../files/file-answer';
import { cleanFileName } from '../files/file-name';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import { agencyDetail, listAgencies } from './read';
import {
  agencyCreateRoute,
  agencyDeleteRoute,
  agencyDetailRoute,
  agencyListRoute,
  agencyUpdateRoute,
  logoDeleteRoute,
  logoGetRoute,
  logoUploadRoute,
} from './routes';
import { createAgency, deleteAgency, setLogo, updateAgency } from './write';
import { agencies } from '../db/schema';
import { eq } from 'drizzle-orm';

export function registerAgencyRoutes(app: OpenAPIHono, deps: AppDeps, files: FileStorage): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  guarded(agencyListRoute(auth), 'agencies.read', async (c) => c.json(await listAgencies(db, c.req.valid('query')), 200));

  guarded(agencyCreateRoute(auth), 'agencies.create', async (c) => {
    const id = await createAgency(db, actorOf(c.get('user')), c.req.valid('json'), clock());
    return c.json(await agencyDetail(db, id), 201);
  });

  guarded(agencyDetailRoute(auth), 'agencies.read', async (c) => c.json(await agencyDetail(db, idOf(c.req.valid('param').agencyId)), 200));

  guarded(agencyUpdateRoute(auth), 'agencies.write', async (c, viewer) => {
    const body = c.req.valid('json');
    // deactivating takes more than editing: known once the body is read
    if (body.deactivated !== undefined) requireCapability(holderOf(viewer, c.get('user')), 'agencies.deactivate');
    const id = idOf(c.req.valid('param').agencyId);
    await updateAgency(db, actorOf(c.get('user')), id, body, clock());
    return c.json(await agencyDetail(db, id), 200);
  });

  guarded(agencyDeleteRoute(auth), 'agencies.deactivate', async (c) => {
    await deleteAgency(db, actorOf(c.get('user')), idOf(c.req.valid('param').agencyId), clock());
    return c.body(null, 204);
  });

  guarded(logoGetRoute(auth), ANY_MEMBER, async (c, { actor }) => {
    const [row] = await db.select({ logo: agencies.logo }).from(agencies).where(eq(agencies.id, actor.agencyId));
    const bytes = row?.logo ? await files.get(row.logo) : null;
    const type = bytes && sniffImageType(bytes);
    if (!bytes || !type) throw new ApiError(404, 'not_found');
    // The address names the version: a new logo gets a new address.
    return c.body(
      bytes as Uint8Array<ArrayBuffer>,
      200,
      fileHeaders({ type, name: cleanFileName('logo', type), cache: 'private, max-age=31536000, immutable' }),
    );
  });

  guarded(logoUploadRoute(auth), 'agencies.write', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await setLogo(db, files, actorOf(c.get('user')), idOf(c.req.valid('param').agencyId), bytes, clock());
    return c.body(null, 204);
  });

  guarded(logoDeleteRoute(auth), 'agencies.write', async (c) => {
    await setLogo(db, files, actorOf(c.get('user')), idOf(c.req.valid('param').agencyId), null, clock());
    return c.body(null, 204);
  });
}
