// The BFF's early path (lib/bff/early-api.ts) takes only the calls the route
// handler would forward, and answers with the headers the build's own rules
// give; anything Next.js acts on itself stays with Next.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORWARDED_METHODS, takesEarly } from '@/lib/bff/early-api';
import { configuredHeaders, readBuildAnswer } from '@/lib/bff/next-build-answer';

const HEADERS = ['Host', 'portal.test', 'Cookie', 'portal_session=x'];

describe('which calls the early path takes', () => {
  it('takes a forwarded method on a path the allowlist forwards it on', () => {
    expect(takesEarly('GET', '/api/Account/User', HEADERS)).toBe(true);
    expect(takesEarly('HEAD', '/api/Account/User?x=1', HEADERS)).toBe(true);
    expect(takesEarly('POST', '/api/Agency/2/Contracts', HEADERS)).toBe(true);
    expect(takesEarly('POST', '/api/Account/SendResetPassword', [])).toBe(true);
  });

  it('takes exactly the methods the route handler forwards (OPTIONS answers there)', async () => {
    const route = await import('@/app/api/[...path]/route');
    const forwarded = Object.keys(route).filter((name) => /^[A-Z]+$/.test(name) && name !== 'OPTIONS');
    expect([...FORWARDED_METHODS].sort()).toEqual(forwarded.sort());
  });

  it('leaves refusals, OPTIONS, odd methods and the session routes to Next.js', () => {
    expect(takesEarly('DELETE', '/api/Account/User', HEADERS)).toBe(false); // 405 with Allow
    expect(takesEarly('OPTIONS', '/api/Account/User', HEADERS)).toBe(false);
    expect(takesEarly('TRACE', '/api/Account/User', HEADERS)).toBe(false);
    expect(takesEarly('GET', '/api/Nope', HEADERS)).toBe(false);
    expect(takesEarly('POST', '/api/session/login', HEADERS)).toBe(false);
    expect(takesEarly('GET', '/contracts', HEADERS)).toBe(false);
  });

  it('leaves path tricks to Next.js (its redirects and 404s)', () => {
    for (const target of ['/api/Account/User/', '/api//Account/User', '/api/Account/%55ser', '/api/User/../Account/User', '/api']) {
      expect(takesEarly('GET', target, HEADERS)).toBe(false);
    }
  });

  it('leaves requests Next.js acts on itself to Next.js: RSC, router and internal headers, its query parameters', () => {
    for (const name of ['RSC', 'Next-Router-Prefetch', 'next-action', 'x-middleware-subrequest', 'x-nextjs-data', 'x-invoke-path', 'x-matched-path']) {
      expect(takesEarly('GET', '/api/Account/User', [...HEADERS, name, '1'])).toBe(false);
    }
    for (const query of ['_rsc=abc', 'a=1&__nextLocale=it', 'nxtPpath=x', 'a=1&nxtIx=2', 'nextInternalLocale=it'])
      expect(takesEarly('GET', `/api/Account/User?${query}`, HEADERS)).toBe(false);
    expect(takesEarly('GET', '/api/Account/User?rsc=1&next=2', HEADERS)).toBe(true);
  });
});

describe("the build's header rules", () => {
  function distWith(manifest: object, compress?: boolean): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-api-'));
    const base = { basePath: '', headers: [], redirects: [], rewrites: { beforeFiles: [], afterFiles: [], fallback: [] } };
    fs.writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ ...base, ...manifest }));
    fs.writeFileSync(path.join(dir, 'required-server-files.json'), JSON.stringify({ config: compress === undefined ? {} : { compress } }));
    return dir;
  }
  const everywhere = { regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
  const notApi = { regex: '^(?:/((?!api/).*))(?:/)?$', headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }] };

  it('applies the rules matching the path in order, a later value replacing an earlier one', () => {
    const build = readBuildAnswer(distWith({ headers: [everywhere, notApi, { ...everywhere, headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }] }));
    if (typeof build === 'string') throw new Error(build);
    expect(build.compress).toBe(true);
    expect(configuredHeaders('/api/Account/User', build.rules)).toEqual([['X-Frame-Options', 'SAMEORIGIN']]);
    expect(configuredHeaders('/login', build.rules)).toEqual([
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Content-Security-Policy', "frame-ancestors 'none'"],
    ]);
  });

  it("reads the build's compression setting", () => {
    const build = readBuildAnswer(distWith({}, false));
    expect(typeof build !== 'string' && build.compress).toBe(false);
  });

  it('stays off for anything it does not reproduce', () => {
    expect(readBuildAnswer(distWith({ headers: [{ ...everywhere, has: [{ type: 'header', key: 'x' }] }] }))).toMatch(/conditions/);
    expect(readBuildAnswer(distWith({ headers: [{ ...everywhere, headers: [{ key: 'X-Path', value: ':path*' }] }] }))).toMatch(/parameters/);
    expect(readBuildAnswer(distWith({ rewrites: [{ source: '/api/:p*', destination: '/x' }] }))).toMatch(/rewrites/);
    expect(readBuildAnswer(distWith({ basePath: '/portal' }))).toMatch(/base path/);
    expect(readBuildAnswer(distWith({ redirects: [{ source: '/a', destination: '/b' }] }))).toMatch(/redirects/);
    expect(readBuildAnswer(path.join(os.tmpdir(), 'no-such-build'))).toMatch(/cannot be read/);
  });
});
