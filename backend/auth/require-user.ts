// Bearer authentication for every protected route: verifies the access token,
// then loads the user and checks that the token's session is still live in
// one indexed read. So logout, a password reset and a deactivation take
// effect at once, not when the token expires (docs/security.md). An API key
// (ap_live_…) is checked by api-keys/key-middleware.ts instead.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import type { AppDeps, AuthedEnv } from '../deps';
import { ApiError } from '../http/errors';
import { looksLikeApiKey } from '../../core/api-keys';
import { withApiKey } from '../api-keys/key-middleware';
import { verifyAccessToken } from './access-token';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The user, and whether the token's session is live: a session is live while its refresh token family has a token
 * that is neither revoked nor expired (partial index refresh_tokens_live_family_idx). Prepared once per app: every
 * authenticated request runs it, and Drizzle would otherwise build its SQL anew each time (docs/deploy.md, "Memory").
 */
function sessionUserQuery(db: Database) {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder('now')),
      ),
    );
  return db
    .select({ user: users, live: sql<boolean>`exists(${live})` })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('require_user_session');
}

export function requireUser({ db, config, clock }: AppDeps) {
  const sessionUser = sessionUserQuery(db);
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const now = clock();
    if (token && looksLikeApiKey(token)) return withApiKey(db, c, token, now, next);
    const verified = token ? await verifyAccessToken(config, token, now) : null;
    if (verified === null) throw new ApiError(401, 'unauthorized');
    // A placeholder's value reaches the driver as it is: the instant as ISO text, as the column would send it.
    const [row] = await sessionUser.execute({ userId: verified.userId, sessionId: verified.sessionId, now: now.toISOString() });
    if (!row || !row.live || row.user.deactivated) throw new ApiError(401, 'unauthorized');
    c.set('user', row.user);
    c.set('sessionId', verified.sessionId);
    await next();
  });
}

/** The middleware of protected routes: route definitions take it as an argument, since it is built from the app's deps. */
export type Auth = ReturnType<typeof requireUser>;
