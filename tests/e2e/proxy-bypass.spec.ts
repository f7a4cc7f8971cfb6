import { expect, test, type APIRequestContext } from '@playwright/test';
import { sessionHeader } from '../support/e2e/auth';

// the portal stays safe when proxy.ts is skipped. Headers that
// made Next.js skip its middleware (CVE-2025-29927: x-middleware-subrequest)
// or treat a request as a prefetch / data request must not open a secured page
// to someone without a session, nor a section to a role without it.

const SUBREQUEST_VALUES = [
  'proxy',
  'middleware',
  'src/middleware',
  'pages/_middleware',
  'proxy:proxy:proxy:proxy:proxy',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
];

const FORGED: Record<string, Record<string, string>> = {
  ...Object.fromEntries(SUBREQUEST_VALUES.map((value) => [`x-middleware-subrequest: ${value}`, { 'x-middleware-subrequest': value }])),
  'Next-Router-Prefetch': { 'Next-Router-Prefetch': '1' },
  RSC: { RSC: '1' },
  'RSC + Next-Router-Prefetch': { RSC: '1', 'Next-Router-Prefetch': '1' },
  'RSC + Next-Router-Segment-Prefetch': { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
  'Next-Router-Segment-Prefetch': { 'Next-Router-Segment-Prefetch': '/_tree' },
  'x-nextjs-data': { 'x-nextjs-data': '1' },
  'purpose: prefetch': { purpose: 'prefetch' },
  'x-middleware-prefetch': { 'x-middleware-prefetch': '1' },
  'RSC + x-middleware-subrequest': { RSC: '1', 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
};

/**
 * Markup only a rendered secured page carries, server-rendered so it is in the
 * HTML and in the RSC payload alike: a page body (the users list's scope
 * note) and the agency's name.
 */
function securedMarkup(body: string): boolean {
  return body.includes('scope-note') || body.includes('Agenzia Milano');
}

const REDIRECT = /^3\d\d$/;

interface Answer {
  status: number;
  location: string;
  body: string;
}

/**
 * GET without following redirects, except Next.js's own cache-busting hop:
 * an RSC request without the right `_rsc` query is sent to the same path with
 * it. That hop is followed (same path only) so that the RSC payload itself is
 * what gets inspected.
 */
async function get(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<Answer> {
  let url = path;
  for (let hop = 0; ; hop += 1) {
    const response = await request.get(url, { headers, maxRedirects: 0 });
    const answer = { status: response.status(), location: response.headers()['location'] ?? '', body: await response.text() };
    const next = answer.location ? new URL(answer.location, 'http://portal') : null;
    const cacheBusting = next !== null && next.searchParams.has('_rsc') && next.pathname === path.split('?')[0];
    if (!cacheBusting || hop === 2) return answer;
    url = next.pathname + next.search;
  }
}

test('controls: a valid session gets the secured markup, with or without RSC', async ({ request }) => {
  const cookie = await sessionHeader('agent');
  for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
    const answer = await get(request, '/products', { cookie, ...headers });
    expect(answer.status).toBe(200);
    expect(securedMarkup(answer.body)).toBe(true);
  }
  const anonymous = await get(request, '/products', {});
  expect(anonymous.status).toBe(307);
  expect(anonymous.location).toMatch(/\/login$/);
});

test.describe('without a session', () => {
  for (const [name, headers] of Object.entries(FORGED)) {
    test(`${name} does not open a secured page`, async ({ request }) => {
      for (const path of ['/products', '/en/contracts', '/users']) {
        const answer = await get(request, path, headers);
        expect(securedMarkup(answer.body), `${path}: secured markup`).toBe(false);
        // proxy.ts redirects; were it skipped, the page's own guard must still refuse
        if (REDIRECT.test(String(answer.status))) {
          expect(answer.location, `${path}: redirect`).toMatch(/^(https?:\/\/[^/]+)?(\/en)?\/login(\?.*)?$/);
        }
      }
    });
  }

  test('x-middleware-subrequest does not open /api either', async ({ request }) => {
    for (const value of SUBREQUEST_VALUES) {
      const response = await request.get('/api/Account/User', { headers: { 'x-middleware-subrequest': value }, maxRedirects: 0 });
      expect(response.status(), value).toBe(401);
    }
  });
});

test.describe('with a session of a role that lacks the section', () => {
  for (const [name, headers] of Object.entries(FORGED)) {
    test(`${name} does not open /users to an agent`, async ({ request }) => {
      const cookie = await sessionHeader('agent');
      const answer = await get(request, '/users', { ...headers, cookie });
      expect(answer.body.includes('scope-note'), 'the users page').toBe(false);
      if (REDIRECT.test(String(answer.status))) expect(answer.location).toMatch(/\/forbidden$/);
    });
  }
});
