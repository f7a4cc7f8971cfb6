// The signed-in person's own account: sign-in, token refresh, sign-out, current user, agencies;
// password recovery and e-mail confirmation.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { clientIp } from '../http/client-ip';
import type { AppDeps } from '../deps';
import { localeOf } from '../http/errors';
import type { MailDeps } from '../mail';
import { confirmEmail } from './confirm-email';
import { login } from './login';
import { agencyMemberships, currentUser } from './profile';
import { requestPasswordReset, resetPassword } from './password-reset';
import { logout, refresh } from './refresh';
import { agenciesRoute, confirmEmailRoute, currentUserRoute, loginRoute, logoutRoute, refreshRoute, resetRoute, sendResetRoute } from './routes';

// Tokens must never sit in a shared or browser cache.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function registerAccountRoutes(app: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const auth = requireUser(deps);
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);

  app.openapi(loginRoute, async (c) => {
    const { username, password } = c.req.valid('json');
    const pair = await login(deps, { username, password, ip: ip(c), locale: localeOf(c) });
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

  app.openapi(sendResetRoute, async (c) => {
    const { email, locale } = c.req.valid('json');
    await requestPasswordReset(deps, mail, { email, ip: ip(c), locale: locale ?? localeOf(c) });
    return c.body(null, 204, NO_STORE);
  });

  app.openapi(resetRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    await resetPassword(deps, { token, password, ip: ip(c) });
    return c.body(null, 204, NO_STORE);
  });

  app.openapi(confirmEmailRoute, async (c) => {
    await confirmEmail(deps, { token: c.req.valid('json').token, ip: ip(c) });
    return c.body(null, 204, NO_STORE);
  });
}
