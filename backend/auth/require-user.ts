// Bearer authentication for every protected route: verifies the access token
// and loads the user on each request, so a deactivation takes effect at once
// rather than when the token expires.
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import type { AppDeps, AuthedEnv } from '../lib/deps';
import { ApiError } from '../lib/errors';
import { verifyAccessToken } from './access-token';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function requireUser({ db, config, clock }: AppDeps) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const userId = token ? await verifyAccessToken(config, token, clock()) : null;
    if (userId === null) throw new ApiError(401, 'unauthorized');
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.deactivated) throw new ApiError(401, 'unauthorized');
    c.set('user', user);
    await next();
  });
}
