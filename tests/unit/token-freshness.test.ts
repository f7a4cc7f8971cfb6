// The session's tokens near and past expiry (lib/auth/tokens.ts): a renewal the
// API refuses ends the session, one it cannot make because it is briefly away
// (503) does not.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ answer: () => new Response(null, { status: 503 }), calls: 0 }));
vi.mock('@/lib/upstream', () => ({
  callApi: async () => {
    api.calls += 1;
    return api.answer();
  },
}));

const { ensureFreshTokens } = await import('@/lib/auth/tokens');

const now = () => Math.floor(Date.now() / 1000);
const fakeHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
let token = 0;
/** A session whose access token expires `inSeconds` from now; a new refresh token each time (renewals are shared per token). */
const sessionExpiringIn = (inSeconds: number) => ({ accessToken: 'a.b.c', refreshToken: `refresh-${(token += 1)}`, accessExp: now() + inSeconds });

describe('ensureFreshTokens', () => {
  beforeEach(() => {
    api.calls = 0;
  });

  it('says unavailable, and changes nothing, when the token ran out and the API answers 503', async () => {
    api.answer = () => Response.json({ errors: [{ code: 'service_unavailable' }] }, { status: 503, headers: { 'retry-after': '5' } });
    const session = sessionExpiringIn(-30);
    const before = { ...session };
    expect(await ensureFreshTokens(session)).toBe('unavailable');
    expect(session).toEqual(before);
    expect(api.calls).toBe(1);
  });

  it('asks again at the next request once the API is back: an outage answer is not kept for the same token', async () => {
    const session = sessionExpiringIn(-30);
    api.answer = () => new Response(null, { status: 503 });
    expect(await ensureFreshTokens({ ...session })).toBe('unavailable');
    const pair = { accessToken: `${fakeHeader}.${Buffer.from(JSON.stringify({ exp: now() + 3600 })).toString('base64url')}.sig`, refreshToken: 'renewed' };
    api.answer = () => Response.json(pair);
    const renewed = { ...session };
    expect(await ensureFreshTokens(renewed)).toBe('refreshed');
    expect(renewed.refreshToken).toBe('renewed');
    expect(api.calls).toBe(2);
  });

  it('keeps a token that still works while the API is away', async () => {
    api.answer = () => new Response(null, { status: 503 });
    expect(await ensureFreshTokens(sessionExpiringIn(120))).toBe('kept');
  });

  it('ends the session when the API refuses the renewal', async () => {
    api.answer = () => Response.json({ errors: [{ code: 'unauthorized' }] }, { status: 401 });
    expect(await ensureFreshTokens(sessionExpiringIn(-30))).toBe('expired');
  });
});
