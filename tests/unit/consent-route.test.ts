// POST /api/session/consent (app/api/session/consent/route.ts): the cookie banner's form, pressed before
// the page's scripts have run. A same-origin post sets the consent cookie and goes back (303) to the page
// it came from, never to another site; another site's post is refused (403), as every session route does.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/session/consent/route';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent } from '@/lib/cookie-consent';
import { PORTAL_ORIGIN } from '../support/streams';

// One reverse proxy in front, as in production: its X-Forwarded-Proto says whether the browser came over
// HTTPS. Set before the first request reads the portal's environment (lib/server/env.ts reads it once).
vi.stubEnv('TRUST_PROXY', '1');
afterAll(() => {
  vi.unstubAllEnvs();
});

function press(headers: Record<string, string>, body = 'locale=it') {
  return POST(
    new Request(`${PORTAL_ORIGIN}/api/session/consent`, {
      method: 'POST',
      headers: { host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    }),
  );
}

const fromPortal = { origin: PORTAL_ORIGIN, 'sec-fetch-site': 'same-origin' };

describe('the consent form post', () => {
  it('sets the consent cookie (accepted, stamped now, 365 days, the whole site) and goes back to the page', async () => {
    const before = Date.now();
    const answer = await press({ ...fromPortal, referer: `${PORTAL_ORIGIN}/en/products/3?page=2` });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/products/3?page=2');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(cookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // plain HTTP here, as the banner's own code decides
    const consent = parseConsent(cookie.split(';')[0]!.slice(CONSENT_COOKIE.length + 1));
    expect(consent?.accepted).toBe(true);
    expect(Date.parse(consent!.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(consent!.timestamp)).toBeLessThanOrEqual(Date.now());
  });

  it('marks the cookie Secure when the browser came over HTTPS', async () => {
    const answer = await press({ origin: 'https://portal.test', 'x-forwarded-proto': 'https', referer: 'https://portal.test/login' });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/login']);
    expect(answer.headers.get('set-cookie')).toContain('; Secure');
  });

  it("goes to the language's home when the browser sent no Referer, or one of another site", async () => {
    expect((await press(fromPortal)).headers.get('location')).toBe('/');
    expect((await press(fromPortal, 'locale=en')).headers.get('location')).toBe('/en');
    expect((await press(fromPortal, 'locale=xx')).headers.get('location')).toBe('/');
    expect((await press({ ...fromPortal, referer: 'https://elsewhere.example/en/login' }, 'locale=en')).headers.get('location')).toBe('/en');
    expect((await press({ ...fromPortal, referer: 'not a url' })).headers.get('location')).toBe('/');
    // A path that starts with two slashes would be read as another site's address.
    expect((await press({ ...fromPortal, referer: `${PORTAL_ORIGIN}//elsewhere.example/x` })).headers.get('location')).toBe('/');
  });

  it("refuses another site's post, and one that proves no origin, setting nothing (403)", async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://elsewhere.example' }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of foreign) {
      const answer = await press({ ...headers, referer: `${PORTAL_ORIGIN}/login` });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toEqual({ errors: [{ code: 'invalid_origin', message: 'invalid_origin' }] });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });
});
