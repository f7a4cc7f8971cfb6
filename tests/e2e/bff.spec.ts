import http from 'node:http';
import { expect, test } from '@playwright/test';
import { sessionHeader } from '../support/e2e/auth';
import { BASE_URL } from '../support/e2e/env';

// /api/* is the BFF. proxy.ts does not even run for /api (its
// matcher leaves it out), so every answer here is the route handler's own
// check: the same as with proxy.ts switched off.

/** A request with the path exactly as written: no client-side URL normalisation. */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string; body: string }> {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? '', body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const SESSION_PATHS = [
  '/api/Account/User',
  '/api/Account/Agencies',
  '/api/Customers',
  '/api/Agency/list',
  '/api/Anagra/ProductFamilies?agencyId=2',
  '/api/Statistics/overall-performance',
  '/api/Ticket/list',
  '/api/User/list',
];

test('allowlisted data paths answer 401 JSON without a session', async ({ request }) => {
  for (const path of SESSION_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    expect(response.headers()['content-type'], path).toContain('application/json');
    expect(await response.json(), path).toEqual({ errors: [expect.objectContaining({ code: 'unauthorized' })] });
  }
});

test('with a session the same call answers 200 and carries no token (control)', async ({ request }) => {
  const response = await request.get('/api/Account/User', { headers: { cookie: await sessionHeader('capoarea') } });
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(JSON.parse(body)).toMatchObject({ username: 'capoarea' });
  expect(body).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+|accessToken|refreshToken/);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('a forged session cookie is no session', async ({ request }) => {
  const response = await request.get('/api/Account/User', { headers: { cookie: 'portal_session=Fe26.2**forged**value' } });
  expect(response.status()).toBe(401);
});

test('paths outside the allowlist answer 404, with or without a session', async ({ request }) => {
  const cookie = await sessionHeader('superadmin');
  const cases: [string, string][] = [
    ['POST', '/api/Account/Login'],
    ['GET', '/api/Account/Login'],
    ['POST', '/api/Account/Logout'],
    ['GET', '/api/Nowhere'],
    ['GET', '/api/v1/auth/refreshToken'],
  ];
  for (const headers of [{ origin: BASE_URL }, { origin: BASE_URL, cookie }] as Record<string, string>[]) {
    for (const [method, path] of cases) {
      const response = await request.fetch(path, { method, headers, data: method === 'GET' ? undefined : {}, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(404);
    }
  }
});

test('path tricks that leave the allowlist or hide a separator answer 404', async () => {
  const cookie = await sessionHeader('superadmin');
  const tricks = [
    '/api/Agency/%2e%2e/x',
    '/api/Agency/%2e%2e/Account/Login',
    '/api/Agency/../Account/Login',
    '/api/Agency/%2E%2E/%2E%2E/openapi.json',
    '/api/Agency/%2e%2e/v1/auth/refreshToken',
    '/api/Agency/..%2fAccount%2fLogin',
    '/api/Agency%2f..%2fAccount%2fUser',
    '/api/Agency/%5c..%5cAccount%5cUser',
    '/api/Account%2fUser',
    '/api/Agency/x%2e%2e',
    '/api/Agency/http:%2f%2fevil.example',
  ];
  const answers: string[] = [];
  for (const path of tricks) {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const answer = await rawRequest('GET', path, headers);
      answers.push(`${answer.status} ${path}${headers.cookie ? ' (signed in)' : ''}`);
    }
  }
  expect(answers.filter((line) => !line.startsWith('404 '))).toEqual([]);
});

// Dot segments are resolved by URL parsing before the handler runs (as every
// HTTP server does): such a path is the path it resolves to, and meets exactly
// the checks of that path, never fewer.
test('dot segments count as the path they resolve to', async () => {
  const cookie = await sessionHeader('superadmin');
  const pairs: [string, string][] = [
    ['/api/Agency/../Account/User', '/api/Account/User'],
    ['/api/Agency/%2e%2e/Account/User', '/api/Account/User'],
    ['/api/Account/./Agencies', '/api/Account/Agencies'],
  ];
  for (const [trick, resolved] of pairs) {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const [viaTrick, direct] = await Promise.all([rawRequest('GET', trick, headers), rawRequest('GET', resolved, headers)]);
      expect(viaTrick.status, `${trick}${headers.cookie ? ' (signed in)' : ''}`).toBe(direct.status);
    }
  }
  expect((await rawRequest('GET', '/api/Agency/../Account/User')).status).toBe(401);
});

test('a doubled slash never reaches the handler as such', async () => {
  // Next.js answers it itself with a permanent redirect to the clean path,
  // before any route handler runs; the clean path then meets the usual checks.
  const answer = await rawRequest('GET', '/api/Agency//Account/User', { cookie: await sessionHeader('superadmin') });
  expect([308, 404]).toContain(answer.status);
  if (answer.status === 308) expect(answer.location).toBe('/api/Agency/Account/User');
});

test('a POST with a foreign Origin is refused with 403 even with a valid session', async ({ request }) => {
  const cookie = await sessionHeader('superadmin');
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: `${BASE_URL}.evil.example` },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: BASE_URL },
  ];
  for (const headers of foreign) {
    for (const path of ['/api/Customers', '/api/Agency/list', '/api/session/agency', '/api/session/logout', '/api/session/login', '/api/session/consent']) {
      const response = await request.post(path, { headers: { ...headers, cookie }, data: { agencyId: 1 }, maxRedirects: 0 });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await response.json()).toEqual({ errors: [expect.objectContaining({ code: 'invalid_origin' })] });
    }
  }
  // the session survived the refused logout
  const still = await request.get('/api/Account/User', { headers: { cookie } });
  expect(still.status()).toBe(200);
});

test('a POST with no Origin and no Sec-Fetch-Site is refused too', async ({ request }) => {
  const cookie = await sessionHeader('superadmin');
  const response = await request.post('/api/Customers', { headers: { cookie }, data: {}, maxRedirects: 0 });
  expect(response.status()).toBe(403);
});
