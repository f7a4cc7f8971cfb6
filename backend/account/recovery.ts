// Registers password recovery and e-mail confirmation: public endpoints.
import { OpenAPIHono } from '@hono/zod-openapi';
import { clientIp } from '../lib/client-ip';
import type { AppDeps } from '../lib/deps';
import { localeOf } from '../lib/errors';
import type { MailDeps } from '../mail';
import { codedHook } from './coded-hook';
import { confirmEmail } from './confirm-email';
import { requestPasswordReset, resetPassword } from './password-reset';
import { confirmEmailRoute, resetRoute, sendResetRoute } from './routes-recovery';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function registerRecoveryRoutes(parent: OpenAPIHono, deps: AppDeps, mail: MailDeps): void {
  const app = new OpenAPIHono({ defaultHook: codedHook });
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.config.trustProxy);

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

  parent.route('/', app);
}
