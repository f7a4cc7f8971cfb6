// The account area: sign-in, token refresh, sign-out, current user, agencies.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../lib/deps';
import { clientIp } from '../lib/client-ip';
import { login } from './login';
import { agencyMemberships, currentUser } from './profile';
import { logout, refresh } from './refresh';
import { agenciesRoute, currentUserRoute, loginRoute, logoutRoute, refreshRoute } from './routes';

// Tokens must never sit in a shared or browser cache.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function registerAccountRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);

  app.openapi(loginRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const pair = await login(deps, { username, password, ip: clientIp(c, deps.config.trustProxy) });
    return c.json(pair, 200, NO_STORE);
  });

  app.openapi(refreshRoute, async (c) => {
    const pair = await refresh(deps, c.req.valid('json').refreshToken);
    return c.json(pair, 200, NO_STORE);
  });

  app.openapi(logoutRoute(auth), async (c) => {
    await logout(deps, { userId: c.get('user').id, sessionId: c.get('sessionId') }, c.req.valid('json').refreshToken);
    return c.body(null, 204);
  });

  app.openapi(currentUserRoute(auth), async (c) => c.json(await currentUser(deps.db, c.get('user')), 200));

  app.openapi(agenciesRoute(auth), async (c) => c.json(await agencyMemberships(deps.db, c.get('user').id), 200));
}
