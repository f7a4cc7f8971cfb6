// An agency's API keys (docs/integrations.md): list, create, revoke, for the
// agency's administrators and the platform's. Calls made with a key are
// authenticated in key-middleware.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { holderOf } from '../auth/capability';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../deps';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import { createKey, listKeys, revokeKey } from './keys';
import { keyCreateRoute, keyRevokeRoute, keysListRoute } from './routes';

const MANAGE = 'apiKeys.manage';

export function registerApiKeyRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  guarded(keysListRoute(auth), MANAGE, async (c, viewer) => c.json(await listKeys(db, viewer.actor.agencyId, holderOf(viewer, c.get('user')), clock()), 200));
  guarded(keyCreateRoute(auth), MANAGE, async (c, viewer) => {
    const user = c.get('user');
    return c.json(await createKey(db, viewer.actor.agencyId, actorOf(user), holderOf(viewer, user), c.req.valid('json'), clock()), 201);
  });
  guarded(keyRevokeRoute(auth), MANAGE, async (c, viewer) =>
    c.json(await revokeKey(db, viewer.actor.agencyId, idOf(c.req.valid('param').keyId), actorOf(c.get('user')), clock()), 200),
  );
}
