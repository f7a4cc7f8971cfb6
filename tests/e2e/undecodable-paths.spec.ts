import { expect, test } from '@playwright/test';
import { rawHttp } from '../support/raw-http';
import { sessionHeader } from '../support/e2e/auth';
import { BASE_URL } from '../support/e2e/env';

// A path whose percent-escapes do not decode (a bare %, non-hex digits, bytes
// that are not UTF-8) made Next.js answer a bare 500. Now a page answers a
// plain 400 in its language (proxy.ts), an /api path the forwarder's 404 in
// the error shape, anything else a plain 400 (lib/bff/odd-requests.ts).
// Sent over a raw socket so that no client tidies the address first.

const { hostname, port } = new URL(BASE_URL);
const get = (path: string, cookie?: string) =>
  rawHttp(Number(port), `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`);

const REPORTED_ANONYMOUS = ['/api/%ff', '/api/Agency/%ff/Contracts', '/api/session/%ff', '/on-boarding/%ff', '/_next/%ff', '/favicon.ico%ff'];
const REPORTED_SIGNED_IN = ['/contracts/%ff', '/products/%ff', '/customers/%E0%A4%A', '/stats/overall-performance/%ff', '/tickets/%ff/1'];
const BROKEN = ['%', '%g0', '%C0%80', '%ed%a0%80'];
const VARIANTS = BROKEN.flatMap((bad) => [
  `/contracts/${bad}`, // a page
  `/en/customers/${bad}`,
  `/${bad}`,
  `/_next/static/chunks/${bad}.js`, // static files
  `/icons/${bad}.png`,
  `/api/Agency/${bad}/Contracts`, // the forwarder
  `/api/Account/User${bad}`,
]);

function expectRefused(answer: { status: number; headers: Record<string, string>; body: string }, path: string): void {
  expect([400, 404], `${path} answered ${answer.status}`).toContain(answer.status);
  expect(answer.body, path).not.toMatch(/Internal Server Error|\n\s+at /);
  if (path.startsWith('/api/')) {
    expect(JSON.parse(answer.body), path).toEqual({ errors: [{ code: 'not_found', message: 'not_found' }] });
  } else {
    expect(answer.headers['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(answer.body.length, path).toBeLessThan(200);
  }
}

test('every undecodable path reported answers 400 or 404, anonymous and signed in', async () => {
  const cookie = await sessionHeader('superadmin');
  for (const path of [...REPORTED_ANONYMOUS, ...REPORTED_SIGNED_IN]) {
    expectRefused(await get(path), path);
    expectRefused(await get(path, cookie), `${path} (signed in)`);
  }
});

test('a bare %, non-hex digits, an overlong form or a surrogate answer 400 or 404 on pages, static files and the forwarder', async () => {
  const cookie = await sessionHeader('agent');
  for (const path of VARIANTS) {
    expectRefused(await get(path), path);
    expectRefused(await get(path, cookie), `${path} (signed in)`);
  }
});

test("a page's 400 is one sentence in its language, with the page headers", async () => {
  const italian = await get('/contracts/%ff');
  expect([italian.status, italian.body]).toEqual([400, "L'indirizzo richiesto non è valido: controlla il link e riprova.\n"]);
  expect(italian.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const english = await get('/en/contracts/%ff');
  expect([english.status, english.body]).toEqual([400, 'The address requested is not valid: check the link and try again.\n']);
});

test('an address that decodes is served as before', async () => {
  expect((await get('/login?next=%ff')).status).toBe(200);
  // Only the path is held to decoding: this query reaches the API, which names the parameter it does not take.
  const query = await get('/api/Agency/BusinessTypes?x=%ff');
  expect(query.status).toBe(400);
  expect((JSON.parse(query.body) as { errors: { code: string }[] }).errors[0]!.code).toBe('unknown_field');
  expect((await get('/api/Account/%55ser')).status).toBe(404);
});
