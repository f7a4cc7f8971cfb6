// The families page's API: families, their picture and their models, for the
// administrators (the 'families' section); the back-office role narrows the writes.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { FileStorage } from '../adapters/files/storage';
import { holderOf, requireCapability } from '../auth/capability';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import { familyDetail, listFamiliesAdmin } from './read';
import {
  familyCreateRoute,
  familyDeleteRoute,
  familyDetailRoute,
  familyListRoute,
  familyPictureDeleteRoute,
  familyPictureUploadRoute,
  familyUpdateRoute,
  modelCreateRoute,
  modelDeleteRoute,
  modelUpdateRoute,
} from './routes';
import { createFamily, createModel, deleteFamily, deleteModel, setFamilyPicture, updateFamily, updateModel } from './write';

export function registerCatalogueAdminRoutes(app: OpenAPIHono, deps: AppDeps, files: FileStorage): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  // before /{familyId}, which would take 'Admin' for an id
  guarded(familyListRoute(auth), 'catalogue.admin.read', async (c) => c.json(await listFamiliesAdmin(db), 200));

  guarded(familyCreateRoute(auth), 'catalogue.create', async (c) => {
    const id = await createFamily(db, actorOf(c.get('user')), c.req.valid('json'), clock());
    return c.json(await familyDetail(db, id), 201);
  });

  guarded(familyDetailRoute(auth), 'catalogue.admin.read', async (c) => c.json(await familyDetail(db, idOf(c.req.valid('param').familyId)), 200));

  guarded(familyUpdateRoute(auth), 'catalogue.write', async (c) => {
    const id = idOf(c.req.valid('param').familyId);
    await updateFamily(db, actorOf(c.get('user')), id, c.req.valid('json'), clock());
    return c.json(await familyDetail(db, id), 200);
  });

  guarded(familyDeleteRoute(auth), 'catalogue.retire', async (c) => {
    await deleteFamily(db, actorOf(c.get('user')), idOf(c.req.valid('param').familyId), clock());
    return c.body(null, 204);
  });

  guarded(familyPictureUploadRoute(auth), 'catalogue.write', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await setFamilyPicture(db, files, actorOf(c.get('user')), idOf(c.req.valid('param').familyId), bytes, clock());
    return c.body(null, 204);
  });

  guarded(familyPictureDeleteRoute(auth), 'catalogue.write', async (c) => {
    await setFamilyPicture(db, files, actorOf(c.get('user')), idOf(c.req.valid('param').familyId), null, clock());
    return c.body(null, 204);
  });

  guarded(modelCreateRoute(auth), 'catalogue.create', async (c) => {
    const familyId = idOf(c.req.valid('param').familyId);
    await createModel(db, actorOf(c.get('user')), familyId, c.req.valid('json'), clock());
    return c.json(await familyDetail(db, familyId), 201);
  });

  guarded(modelUpdateRoute(auth), 'catalogue.write', async (c, viewer) => {
    const body = c.req.valid('json');
    // retiring takes what deactivating does
    if (body.retired !== undefined) requireCapability(holderOf(viewer, c.get('user')), 'catalogue.retire');
    const familyId = await updateModel(db, actorOf(c.get('user')), idOf(c.req.valid('param').modelId), body, clock());
    return c.json(await familyDetail(db, familyId), 200);
  });

  guarded(modelDeleteRoute(auth), 'catalogue.retire', async (c) => {
    await deleteModel(db, actorOf(c.get('user')), idOf(c.req.valid('param').modelId), clock());
    return c.body(null, 204);
  });
}
