// The session routes (app/api/session/*) hold a request body to the small
// limit while it arrives, as the forwarder does: a large chunked body is
// refused with 413 at its first chunk past the limit, before the session is
// looked at, and a body within the limit is read whole as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMALL_BODY_BYTES } from '@/core/http/body-limits';
import { CHUNK, MB, PORTAL_ORIGIN, countingStream, streamedPost } from '../support/streams';

const looked = vi.hoisted(() => vi.fn());
const signedIn = vi.hoisted(() => vi.fn());

vi.mock('@/lib/server/session', () => ({
  getSession: async () => {
    looked();
    return { destroy: vi.fn(), save: vi.fn() };
  },
  isAuthorised: () => false,
}));
vi.mock('@/lib/auth/sign-in', () => ({
  signIn: async (_session: unknown, credentials: unknown) => {
    signedIn(credentials);
    return { ok: true, next: '/' };
  },
  selectAgency: async () => null,
}));
vi.mock('@/lib/upstream', () => ({ callApi: vi.fn(), UpstreamError: class extends Error {} }));

const routes = {
  '/api/session/login': (await import('@/app/api/session/login/route')).POST,
  '/api/session/agency': (await import('@/app/api/session/agency/route')).POST,
  '/api/session/logout': (await import('@/app/api/session/logout/route')).POST,
  '/api/session/end': (await import('@/app/api/session/end/route')).POST,
  '/api/session/consent': (await import('@/app/api/session/consent/route')).POST,
};

const ORIGIN = PORTAL_ORIGIN;
const post = streamedPost;

describe('session route bodies', () => {
  afterEach(() => vi.clearAllMocks());

  for (const [path, handler] of Object.entries(routes)) {
    it(`${path}: a chunked 30 MB body answers 413, reading no more than the limit, before any session work`, async () => {
      const body = countingStream(30 * MB, CHUNK);
      const response = await handler(post(path, body.stream));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ errors: [{ code: 'payload_too_large', message: 'payload_too_large' }] });
      expect(body.pulled()).toBeLessThanOrEqual(SMALL_BODY_BYTES + 2 * CHUNK); // a stream pulls a chunk ahead
      expect(looked).not.toHaveBeenCalled();
    });

    it(`${path}: a Content-Length over the limit answers 413 reading nothing; another origin 403 first`, async () => {
      const declared = countingStream(30 * MB, CHUNK);
      expect((await handler(post(path, declared.stream, { 'content-length': String(30 * MB) }))).status).toBe(413);
      expect(declared.pulled()).toBeLessThanOrEqual(CHUNK);
      const foreign = countingStream(30 * MB, CHUNK);
      expect((await handler(post(path, foreign.stream, { origin: 'https://elsewhere.example' }))).status).toBe(403);
      expect(foreign.pulled()).toBeLessThanOrEqual(CHUNK);
      expect(looked).not.toHaveBeenCalled();
    });
  }

  it('reads a body within the limit whole, however it is chunked', async () => {
    const credentials = { username: 'someone', password: 'p'.repeat(150), remember: 'r'.repeat(8000) };
    // As request.json() read it: UTF-8, a leading byte order mark dropped.
    const payload = new TextEncoder().encode(`\uFEFF${JSON.stringify(credentials)}`);
    const response = await routes['/api/session/login'](post('/api/session/login', countingStream(payload.length, 333, payload).stream));
    expect(response.status).toBe(200);
    expect(signedIn).toHaveBeenCalledWith({ username: 'someone', password: 'p'.repeat(150) });

    const form = new TextEncoder().encode('error=expired_session&locale=en');
    const ended = await routes['/api/session/end'](
      post('/api/session/end', countingStream(form.length, 7, form).stream, { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect([ended.status, ended.headers.get('location')]).toEqual([303, '/en/login?error=expired_session']);
  });

  it('answers 400 to a body that is no JSON, and to none', async () => {
    const garbage = new TextEncoder().encode('{"username":');
    expect((await routes['/api/session/login'](post('/api/session/login', countingStream(garbage.length, 5, garbage).stream))).status).toBe(400);
    expect(
      (await routes['/api/session/agency'](new Request(`${ORIGIN}/api/session/agency`, { method: 'POST', headers: { host: 'portal.test', origin: ORIGIN } })))
        .status,
    ).toBe(400);
    expect(signedIn).not.toHaveBeenCalled();
  });
});
