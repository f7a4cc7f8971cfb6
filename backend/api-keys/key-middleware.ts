// The bearer authentication of a call made with an API key (auth/require-user.ts
// hands it over): 401 for a key that does not open (unknown, revoked, expired,
// its creator deactivated), 403 on an operation no key may call (only those a
// guarded route opens with a capability keys take, core/api-keys.ts: never the
// account, sessions or administration), 429 over the key's rate, and one audit
// row per call that ran. The key acts as its creator, narrowed to its agency
// and its capabilities by http/authorize.ts.
import type { Context, Next } from 'hono';
import { isApiKeyCapability } from '../../core/api-keys';
import type { Database } from '../db/client';
import type { AuthedEnv } from '../deps';
import { ApiError } from '../http/errors';
import { recordKeyCall, secondsUntilKeyAllowed } from './calls';
import { authenticateKey } from './key-auth';

export async function withApiKey(db: Database, c: Context<AuthedEnv>, token: string, now: Date, next: Next): Promise<void> {
  const authenticated = await authenticateKey(db, token, now);
  if (!authenticated) throw new ApiError(401, 'unauthorized');
  const right = c.get('right');
  if (!right || !isApiKeyCapability(right)) throw new ApiError(403, 'api_key_not_accepted');
  const { key, creator } = authenticated;
  const wait = await secondsUntilKeyAllowed(db, key.keyId, now);
  if (wait > 0) throw new ApiError(429, 'too_many_requests', { params: { minutes: Math.ceil(wait / 60) }, headers: { 'Retry-After': String(wait) } });

  c.set('user', creator);
  c.set('sessionId', '');
  c.set('apiKey', key);
  await next();
  // Errors thrown below have become the answer by now (Hono's onError), so every call that ran is recorded.
  await recordKeyCall(db, {
    keyId: key.keyId,
    actor: { id: creator.id, username: creator.username },
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    at: now,
  });
}
