// The portal's /api forwarder: bodies held to the API's limit for the path
// while they arrive and before any session work, 405 with Allow for a listed
// path asked with another method, the OpenAPI document public and cacheable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_BODY_BYTES, SMALL_BODY_BYTES } from '@/core/http/body-limits';
import { CHUNK, MB, PORTAL_ORIGIN, countingStream, peakRssGrowth, streamedPost } from '../support/streams';

const session = vi.hoisted(() => ({ signedIn: false, freshness: 'fresh' as string, save: vi.fn(), destroy: vi.fn(), looked: vi.fn() }));
const upstream = vi.hoisted(() => ({
  calls: [] as { path: string; init: { method?: string; body?: unknown; accessToken?: string; agencyId?: number } }[],
  answer: () => new Response(null, { status: 204 }),
}));

vi.mock('@/lib/server/session', () => ({
  getSession: async () => {
    session.looked();
    return { accessToken: 'token', agencyId: 2, save: session.save, destroy: session.destroy };
  },
  isAuthorised: () => session.signedIn,
}));
vi.mock('@/lib/auth/tokens', () => ({ ensureFreshTokens: async () => session.freshness }));
vi.mock('@/lib/upstream', () => ({
  callApi: async (path: string, init: { method?: string; body?: unknown; accessToken?: string; agencyId?: number }) => {
    upstream.calls.push({ path, init });
    return upstream.answer();
  },
}));

const { answerOptions, forwardToApi } = await import('@/lib/bff/forward');

const ORIGIN = PORTAL_ORIGIN;
const post = streamedPost;

describe('BFF forwarder', () => {
  beforeEach(() => {
    session.signedIn = false;
    session.freshness = 'fresh';
    upstream.calls = [];
    upstream.answer = () => new Response(null, { status: 204 });
  });
  afterEach(() => vi.clearAllMocks());

  it('refuses a chunked 20 MB body with 413 before the session is looked at, reading no more than the limit, and stays small', async () => {
    for (const [path, limit] of [
      ['/api/Agency/2/Contracts', DOCUMENT_BODY_BYTES],
      ['/api/User/new-customer', SMALL_BODY_BYTES],
    ] as const) {
      await forwardToApi(post(path, countingStream(2, 1).stream)); // warm-up: the first call loads code
      session.looked.mockClear();
      const body = countingStream(20 * MB, CHUNK);
      const { result: response, growth } = await peakRssGrowth(() => forwardToApi(post(path, body.stream)));
      expect(response.status, path).toBe(413);
      expect(body.pulled(), path).toBeLessThanOrEqual(limit + 2 * CHUNK);
      expect(growth, `${path}: peak RSS growth`).toBeLessThan(50 * MB);
      expect(session.looked, path).not.toHaveBeenCalled();
    }
    expect(upstream.calls.filter((call) => call.init.body !== undefined && (call.init.body as Uint8Array).length > 2)).toEqual([]);
  });

  it('forwards a call with an API key and no session cookie with that key alone, never opening the session (docs/integrations.md)', async () => {
    session.signedIn = true;
    const key = `ap_live_7_${'k'.repeat(43)}`;
    const read = await forwardToApi(new Request(`${ORIGIN}/api/Agency/2/Contracts`, { headers: { authorization: `Bearer ${key}` } }));
    expect(read.status).toBe(204);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    // A machine sends no Origin: a write with a key is not held to the pages' same-origin rule (no cookie to borrow).
    const write = await forwardToApi(
      new Request(`${ORIGIN}/api/Agency/2/Contracts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(write.status).toBe(204);
    expect(upstream.calls.map((call) => [call.init.accessToken, call.init.agencyId])).toEqual([
      [key, undefined],
      [key, undefined],
    ]);
    expect(session.looked).not.toHaveBeenCalled();
  });

  it('refuses a call carrying both the session cookie and an API key, reaching nothing', async () => {
    const response = await forwardToApi(
      new Request(`${ORIGIN}/api/Agency/2/Contracts`, {
        headers: { authorization: `Bearer ap_live_7_${'k'.repeat(43)}`, cookie: 'theme=dark; portal_session=sealed' },
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('mixed_credentials');
    expect(upstream.calls).toEqual([]);
    expect(session.looked).not.toHaveBeenCalled();
  });

  it('refuses a Content-Length over the limit at once, reading nothing', async () => {
    const body = countingStream(20 * MB, CHUNK);
    const response = await forwardToApi(post('/api/Agency/2/Contracts', body.stream, { 'content-length': String(20 * MB) }));
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
    expect(session.looked).not.toHaveBeenCalled();
  });

  it('forwards a chunked body within the limit whole', async () => {
    const payload = new TextEncoder().encode(JSON.stringify({ username: 'someone', notes: 'y'.repeat(5000) }));
    const response = await forwardToApi(post('/api/User/new-customer', countingStream(payload.length, 333, payload).stream));
    expect(response.status).toBe(204);
    expect(upstream.calls).toHaveLength(1);
    expect(new TextDecoder().decode(upstream.calls[0]!.init.body as Uint8Array)).toBe(new TextDecoder().decode(payload));
  });

  it('answers 405 with Allow for a listed path asked with a method it does not forward, 404 for an unlisted path', async () => {
    const wrongMethod = await forwardToApi(new Request(`${ORIGIN}/api/Account/User`, { method: 'DELETE', headers: { origin: ORIGIN } }));
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await forwardToApi(new Request(`${ORIGIN}/api/Account/Login`, { method: 'GET' }))).status).toBe(404);
    expect(upstream.calls).toEqual([]);
  });

  it('answers OPTIONS with what the path forwards, 404 for an unlisted path', async () => {
    upstream.answer = () => new Response(null, { status: 204, headers: { allow: 'OPTIONS, POST' } });
    const listed = await answerOptions(new Request(`${ORIGIN}/api/Account/ResetPassword`, { method: 'OPTIONS' }));
    expect(listed.status).toBe(204);
    expect(listed.headers.get('allow')).toBe('OPTIONS, POST');
    expect((await answerOptions(new Request(`${ORIGIN}/api/Account/Login`, { method: 'OPTIONS' }))).status).toBe(404);
    expect(upstream.calls.map((call) => [call.path, call.init.method])).toEqual([['/api/Account/ResetPassword', 'OPTIONS']]);
  });

  it("answers OPTIONS on a broad rule's path with the methods the API takes there, not every method the rule forwards", async () => {
    upstream.answer = () => new Response(null, { status: 204, headers: { allow: 'GET, HEAD, OPTIONS' } });
    const fixed = await answerOptions(new Request(`${ORIGIN}/api/Ticket/EstendoQuestionnaires`, { method: 'OPTIONS' }));
    expect(fixed.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    upstream.answer = () => Response.json({ errors: [{ code: 'not_found' }] }, { status: 404 });
    expect((await answerOptions(new Request(`${ORIGIN}/api/Ticket/Nowhere/At/All`, { method: 'OPTIONS' }))).status).toBe(404);
    // The API cannot be asked: the allowlist's methods stand.
    upstream.answer = () => Response.json({ errors: [{ code: 'connection_error' }] }, { status: 500 });
    const fallback = await answerOptions(new Request(`${ORIGIN}/api/Ticket/EstendoQuestionnaires`, { method: 'OPTIONS' }));
    expect(fallback.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
  });

  it("passes the API's Allow header back", async () => {
    session.signedIn = true;
    upstream.answer = () => Response.json({ errors: [] }, { status: 405, headers: { allow: 'GET, HEAD, OPTIONS' } });
    const response = await forwardToApi(
      new Request(`${ORIGIN}/api/Agency/2/Products`, {
        method: 'PUT',
        headers: { host: 'portal.test', origin: ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('serves the OpenAPI document without a session, cacheable as the API says; never publicly cacheable when the session was renewed', async () => {
    upstream.answer = () => Response.json({ openapi: '3.1.0' }, { headers: { 'cache-control': 'public, max-age=300' } });
    const anonymous = await forwardToApi(new Request(`${ORIGIN}/api/openapi.json`));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=300');
    expect(upstream.calls[0]!.path).toBe('/api/openapi.json');

    session.signedIn = true;
    session.freshness = 'refreshed';
    const renewed = await forwardToApi(new Request(`${ORIGIN}/api/openapi.json`));
    expect(session.save).toHaveBeenCalledOnce();
    expect(renewed.headers.get('cache-control')).toBe('private, no-store');
  });

  it("passes the API's 503 of an unreachable database back whole: status, Retry-After, the localized body, never stored", async () => {
    const body = { errors: [{ code: 'service_unavailable', message: 'Service temporarily unavailable, please try again in a moment.' }] };
    upstream.answer = () => Response.json(body, { status: 503, headers: { 'retry-after': '5' } });
    session.signedIn = true;
    const read = await forwardToApi(new Request(`${ORIGIN}/api/Agency/2/Products`, { headers: { 'accept-language': 'en' } }));
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual(body);
    expect(session.destroy).not.toHaveBeenCalled();

    session.signedIn = false;
    upstream.answer = () =>
      Response.json({ status: 'unavailable', database: 'down' }, { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } });
    const ready = await forwardToApi(new Request(`${ORIGIN}/api/ready`));
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(upstream.calls.at(-1)!.path).toBe('/api/ready');
  });

  it('answers 503 with Retry-After and keeps the session when the token ran out while the API was away', async () => {
    session.signedIn = true;
    session.freshness = 'unavailable';
    const read = await forwardToApi(new Request(`${ORIGIN}/api/Agency/2/Products`));
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect((await read.json()).errors[0].code).toBe('service_unavailable');
    expect(session.destroy).not.toHaveBeenCalled();
    expect(upstream.calls).toHaveLength(0);
  });
});
