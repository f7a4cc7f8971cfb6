// The families page's API for a model's accessories and guarantee tiers, with
// the rights of the rest of the catalogue: the 'families' section, narrowed by
// the back-office role (retiring and removing take what deactivating does).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { holderOf, requireCapability } from '../auth/capability';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import type { AppDeps } from '../deps';
import { familyDetail } from './read';
import { accessoryCreateRoute, accessoryDeleteRoute, accessoryUpdateRoute, serviceUpdateRoute } from './extras-routes';
import { createAccessory, removeAccessory, updateAccessory, updateService } from './extras-write';

export function registerModelExtrasRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  guarded(accessoryCreateRoute(auth), 'catalogue.create', async (c) => {
    const familyId = await createAccessory(db, actorOf(c.get('user')), idOf(c.req.valid('param').modelId), c.req.valid('json'), clock());
    return c.json(await familyDetail(db, familyId), 201);
  });

  guarded(accessoryUpdateRoute(auth), 'catalogue.write', async (c, viewer) => {
    const body = c.req.valid('json');
    if (body.retired !== undefined) requireCapability(holderOf(viewer, c.get('user')), 'catalogue.retire');
    const { modelId, accessoryId } = c.req.valid('param');
    const familyId = await updateAccessory(db, actorOf(c.get('user')), idOf(modelId), idOf(accessoryId), body, clock());
    return c.json(await familyDetail(db, familyId), 200);
  });

  guarded(accessoryDeleteRoute(auth), 'catalogue.retire', async (c) => {
    const { modelId, accessoryId } = c.req.valid('param');
    await removeAccessory(db, actorOf(c.get('user')), idOf(modelId), idOf(accessoryId), clock());
    return c.body(null, 204);
  });

  guarded(serviceUpdateRoute(auth), 'catalogue.write', async (c, viewer) => {
    const body = c.req.valid('json');
    if (body.retired !== undefined) requireCapability(holderOf(viewer, c.get('user')), 'catalogue.retire');
    const { modelId, serviceId } = c.req.valid('param');
    const familyId = await updateService(db, actorOf(c.get('user')), idOf(modelId), idOf(serviceId), body, clock());
    return c.json(await familyDetail(db, familyId), 200);
  });
}
