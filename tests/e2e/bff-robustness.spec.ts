import { expect, test } from '@playwright/test';
import { postChunked } from '../support/chunked-upload';
import { rawHttp } from '../support/raw-http';
import { sessionHeader } from '../support/e2e/auth';
import { BASE_URL } from '../support/e2e/env';

// The portal's port meets odd but harmless requests without a 5xx, serves the
// API's OpenAPI document publicly, and refuses an oversized streamed body
// before looking at the session.

const { hostname, port } = new URL(BASE_URL);
const raw = (requestLine: string, headers: Record<string, string> = {}) =>
  rawHttp(
    Number(port),
    `${requestLine}\r\n${Object.entries({ host: `${hostname}:${port}`, ...headers, connection: 'close' })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')}\r\n\r\n`,
  );

test('the OpenAPI document the README names is served at /api/openapi.json, public and cacheable', async ({ request }) => {
  for (const headers of [{}, { cookie: await sessionHeader('agent') }] as Record<string, string>[]) {
    const response = await request.get('/api/openapi.json', { headers });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    expect(response.headers()['set-cookie']).toBeUndefined();
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/Agency/{agencyId}/Contracts');
  }
  expect((await request.post('/api/openapi.json', { headers: { origin: BASE_URL }, data: {} })).status()).toBe(405);
});

test('odd methods and the asterisk form answer 204, 400, 404 or 405 with Allow, never a 5xx', async () => {
  const cases: [string, number, string | undefined][] = [
    ['TRACE /api/Account/User HTTP/1.1', 405, 'GET, HEAD, OPTIONS'],
    ['PROPFIND /api/Agency/2/Contracts HTTP/1.1', 405, 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    ['TRACE /api/Account/Login HTTP/1.1', 404, undefined],
    ['OPTIONS /api/Account/User HTTP/1.1', 204, 'GET, HEAD, OPTIONS'],
    // A fixed path under a broad rule of the allowlist: the methods the API takes there, not every one the rule forwards.
    ['OPTIONS /api/Ticket/EstendoQuestionnaires HTTP/1.1', 204, 'GET, HEAD, OPTIONS'],
    ['OPTIONS /api/Ticket/Products HTTP/1.1', 204, 'GET, HEAD, OPTIONS'],
    ['OPTIONS /api/Agency/BusinessTypes HTTP/1.1', 204, 'GET, HEAD, OPTIONS'],
    ['OPTIONS * HTTP/1.1', 204, 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    ['TRACE * HTTP/1.1', 400, undefined],
    ['TRACE /contracts HTTP/1.1', 405, 'GET, HEAD, OPTIONS, POST'],
    ['DELETE /api/Account/User HTTP/1.1', 405, 'GET, HEAD, OPTIONS'],
    // The session routes name their own methods (lib/bff/session-routes.ts), at the socket and in Next.js alike.
    ['TRACE /api/session/login HTTP/1.1', 405, 'OPTIONS, POST'],
    ['PROPFIND /api/session/end HTTP/1.1', 405, 'GET, HEAD, OPTIONS, POST'],
    ['PUT /api/session/login HTTP/1.1', 405, 'OPTIONS, POST'],
    ['DELETE /api/session/logout HTTP/1.1', 405, 'OPTIONS, POST'],
    ['GET /api/session/agency HTTP/1.1', 405, 'OPTIONS, POST'],
    ['HEAD /api/session/login HTTP/1.1', 405, 'OPTIONS, POST'],
    ['PATCH /api/session/end HTTP/1.1', 405, 'GET, HEAD, OPTIONS, POST'],
    ['OPTIONS /api/session/login HTTP/1.1', 204, 'OPTIONS, POST'],
    ['OPTIONS /api/session/end HTTP/1.1', 204, 'GET, HEAD, OPTIONS, POST'],
    ['TRACE /api/session/nope HTTP/1.1', 404, undefined],
  ];
  for (const [line, status, allow] of cases) {
    const answer = await raw(line, { origin: BASE_URL });
    expect(answer.status, line).toBe(status);
    expect(answer.headers.allow, line).toBe(allow);
    if (status >= 400 && !line.startsWith('HEAD'))
      expect(JSON.parse(answer.body).errors[0].code, line).toMatch(/^(method_not_allowed|not_found|validation_failed)$/);
  }
});

test('GET and HEAD with a JSON content type are served as without it', async () => {
  const cookie = await sessionHeader('superadmin');
  for (const path of ['/api/Account/User', '/api/Agency/2/Contracts', '/api/openapi.json', '/api/Agency/BusinessTypes']) {
    for (const method of ['GET', 'HEAD']) {
      const plain = await raw(`${method} ${path} HTTP/1.1`, { cookie });
      const typed = await raw(`${method} ${path} HTTP/1.1`, { cookie, 'content-type': 'application/json' });
      expect(plain.status, `${method} ${path}`).toBe(200);
      expect(typed.status, `${method} ${path} with a JSON type`).toBe(200);
    }
  }
});

test('a chunked 20 MB body is refused with 413 before the session is looked at', async () => {
  const answer = await postChunked(BASE_URL, '/api/Agency/2/Contracts', 20 * 1024 * 1024);
  expect({ status: answer.status, code: answer.code }).toEqual({ status: 413, code: 'payload_too_large' });
  expect(answer.sentWhenAnswered).toBeLessThan(20 * 1024 * 1024);
});
