import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER } from '@/backend/auth/access-token';
import { refreshTokens, users } from '@/backend/db/schema';
import { TEST_CONFIG, type TestApp, setupTestApp } from '../support/backend/test-app';

const key = new TextEncoder().encode(TEST_CONFIG.jwtSecret);

async function forge(claims: { iss?: string; aud?: string; exp?: number | null; sub?: string; sid?: string | null }, secret = key) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ username: 'agent', ...(claims.sid === null ? {} : { sid: claims.sid ?? 'a-session' }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? '5')
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? AUDIENCE)
    .setIssuedAt(now);
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now + 600);
  return jwt.sign(secret);
}

describe('access token verification', () => {
  let t: TestApp;
  let valid: string;
  beforeAll(async () => {
    t = await setupTestApp();
    valid = (await t.signIn('agent')).accessToken;
  });
  afterAll(() => t.close());

  const me = (token: string) => t.api.get('/api/Account/User', { token });

  it('accepts the token it issued', async () => {
    expect((await me(valid)).status).toBe(200);
  });

  const rejected: Array<[string, () => Promise<string>]> = [
    [
      'a tampered payload',
      async () => {
        const [header, payload, signature] = valid.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const changed = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
        return `${header}.${changed}.${signature}`;
      },
    ],
    ['a tampered signature', async () => `${valid.slice(0, -4)}AAAA`],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ username: 'agent' }).setSubject('5').setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('10m').encode(),
    ],
    ['an expired token', async () => forge({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ['a token without exp', async () => forge({ exp: null })],
    ['a wrong audience', async () => forge({ aud: 'someone-else' })],
    ['a wrong issuer', async () => forge({ iss: 'evil-issuer' })],
    ['another secret', async () => forge({}, new TextEncoder().encode('another-secret-another-secret-another-secret'))],
    ['a non-numeric subject', async () => forge({ sub: 'agent' })],
    ['an unknown user', async () => forge({ sub: '999999' })],
    ['a token without a session', async () => forge({ sid: null })],
    [
      "another user's session",
      async () => {
        const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as { sid: string };
        const other = await t.signIn('junior');
        const junior = JSON.parse(Buffer.from(other.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
        return forge({ sub: junior.sub, sid: claims.sid });
      },
    ],
    [
      'a session that never existed',
      async () => {
        const claims = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as { sub: string };
        return forge({ sub: claims.sub, sid: '00000000-0000-4000-8000-000000000000' });
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];

  it.each(rejected)('answers 401 unauthorized for %s', async (_name, make) => {
    const response = await me(await make());
    expect(response.status).toBe(401);
    expect(response.error.errors[0]!.code).toBe('unauthorized');
  });

  it('answers 401 without an Authorization header or with another scheme', async () => {
    expect((await t.api.get('/api/Account/User')).status).toBe(401);
    expect((await t.api.get('/api/Account/User', { headers: { authorization: `Basic ${valid}` } })).status).toBe(401);
  });

  it('answers 401 once the token has expired by the clock', async () => {
    const token = (await t.signIn('junior')).accessToken;
    t.clock.advance(3601 * 1000);
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 once the session has no live refresh token, though the access token is still valid', async () => {
    // The app's clock ahead of the database's: an expiry between the two tells which one the check reads.
    t.clock.advance(10 * 60 * 1000);
    const token = (await t.signIn('junior')).accessToken;
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    expect((await me(token)).status).toBe(200);
    // Expired a second ago by the app's clock, still ahead of the database's now(): the check must read the clock.
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(refreshTokens.familyId, sid));
    expect((await me(token)).status).toBe(401);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(refreshTokens.familyId, sid));
    expect((await me(token)).status).toBe(200);
    await t.db.update(refreshTokens).set({ revokedAt: t.clock.now() }).where(eq(refreshTokens.familyId, sid));
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 at once for a user deactivated after sign-in', async () => {
    const user = await t.createUser('soon-gone');
    const token = (await t.signIn('soon-gone')).accessToken;
    expect((await me(token)).status).toBe(200);
    await t.db.update(users).set({ deactivated: true }).where(eq(users.id, user.id));
    expect((await me(token)).status).toBe(401);
  });
});
