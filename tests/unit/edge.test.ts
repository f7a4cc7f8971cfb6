import { describe, expect, it } from 'vitest';
import { type EdgeTrust, isSameOrigin, requestEdge } from '@/lib/bff/edge';
import type { Peer } from '@/lib/bff/peer-stamp';
import { parsePortalEnv } from '@/lib/server/env';
import { forwardedEntry } from '@/core/proxy-trust';

const headers = (entries: Record<string, string>) => new Headers(entries);
const DIRECT: EdgeTrust = { proxyHops: 0 };
const ONE_PROXY: EdgeTrust = { proxyHops: 1 };
const plain: Peer = { address: '192.0.2.4', secure: false };
const tls: Peer = { address: '192.0.2.4', secure: true };

describe('the client address', () => {
  it('is the connection’s by default: a forged X-Forwarded-For changes nothing', () => {
    expect(requestEdge(headers({ 'x-forwarded-for': '203.0.113.9' }), plain, DIRECT).clientIp).toBe('192.0.2.4');
    expect(requestEdge(headers({ 'x-forwarded-for': '198.51.100.66, 203.0.113.9' }), plain, DIRECT).clientIp).toBe('192.0.2.4');
    expect(requestEdge(headers({ 'x-forwarded-for': '203.0.113.9' }), undefined, DIRECT).clientIp).toBeUndefined();
  });

  it('is the entry the farthest of the trusted proxies appended', () => {
    const chain = headers({ 'x-forwarded-for': '198.51.100.66, 203.0.113.9, 10.0.0.2' });
    expect(requestEdge(chain, plain, ONE_PROXY).clientIp).toBe('10.0.0.2');
    expect(requestEdge(chain, plain, { proxyHops: 2 }).clientIp).toBe('203.0.113.9');
    expect(requestEdge(headers({ 'x-forwarded-for': '203.0.113.9' }), plain, { proxyHops: 3 }).clientIp).toBe('203.0.113.9');
    expect(requestEdge(headers({ 'x-forwarded-for': 'unknown' }), plain, ONE_PROXY).clientIp).toBe('192.0.2.4');
  });

  it('reads forwarded lists from the right', () => {
    expect(forwardedEntry('a, b ,c', 1)).toBe('c');
    expect(forwardedEntry('a, b ,c', 2)).toBe('b');
    expect(forwardedEntry('a, b ,c', 0)).toBeUndefined();
    expect(forwardedEntry(null, 1)).toBeUndefined();
  });
});

describe('scheme and origin of a request', () => {
  it('come from the connection and Host unless a proxy is trusted', () => {
    const forged = headers({ host: 'portal.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(requestEdge(forged, plain, DIRECT)).toMatchObject({ protocol: 'http', origin: 'http://portal.example' });
    expect(requestEdge(headers({ host: 'portal.example:8443' }), tls, DIRECT)).toMatchObject({ protocol: 'https', origin: 'https://portal.example:8443' });
  });

  it('come from the trusted proxy’s X-Forwarded-Proto and -Host with TRUST_PROXY', () => {
    const behind = headers({ host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' });
    expect(requestEdge(behind, plain, ONE_PROXY)).toMatchObject({ protocol: 'https', origin: 'https://portal.example' });
    expect(requestEdge(headers({ host: 'portal.example' }), plain, ONE_PROXY)).toMatchObject({ protocol: 'http', origin: 'http://portal.example' });
  });

  it('has no origin for a Host that is not one', () => {
    expect(requestEdge(headers({ host: 'evil.example/x' }), plain, DIRECT).origin).toBeUndefined();
    expect(requestEdge(headers({ host: 'user@evil.example' }), plain, DIRECT).origin).toBeUndefined();
  });
});

describe('origin checks for state-changing calls', () => {
  const check = (entries: Record<string, string>, peer: Peer | undefined = plain, trust: EdgeTrust = DIRECT) => {
    const request = headers(entries);
    return isSameOrigin(request, requestEdge(request, peer, trust), trust);
  };

  it('accepts the same scheme, host and port', () => {
    expect(check({ host: 'portal.example', origin: 'http://portal.example' })).toBe(true);
    expect(check({ host: 'portal.example', origin: 'https://portal.example' }, tls)).toBe(true);
    expect(check({ host: 'portal.example:443', origin: 'https://portal.example' }, tls)).toBe(true);
    expect(check({ host: 'portal.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses another port or another scheme on the same host', () => {
    expect(check({ host: 'portal.example', origin: 'http://portal.example:8080' })).toBe(false);
    expect(check({ host: 'localhost:3302', origin: 'http://localhost:3000' })).toBe(false);
    expect(check({ host: 'portal.example', origin: 'https://portal.example' })).toBe(false);
    expect(check({ host: 'portal.example', origin: 'http://portal.example' }, tls)).toBe(false);
  });

  it('ignores X-Forwarded-Host and -Proto unless a proxy is trusted', () => {
    const forwarded = { host: 'localhost:3000', 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https', origin: 'https://portal.example' };
    expect(check(forwarded)).toBe(false);
    expect(check(forwarded, plain, ONE_PROXY)).toBe(true);
  });

  it("accepts PUBLIC_BASE_URL's origin when it is set", () => {
    const trust = { proxyHops: 0, publicOrigin: 'https://portal.example' };
    expect(check({ host: 'localhost:3000', origin: 'https://portal.example' }, plain, trust)).toBe(true);
    expect(check({ host: 'localhost:3000', origin: 'https://portal.example:8443' }, plain, trust)).toBe(false);
  });

  it('refuses cross-site requests and requests that prove nothing', () => {
    expect(check({ host: 'portal.example', origin: 'http://evil.example' })).toBe(false);
    expect(check({ host: 'portal.example', origin: 'http://portal.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check({ host: 'portal.example', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(check({ host: 'portal.example' })).toBe(false);
    expect(check({ host: 'portal.example', origin: 'null' })).toBe(false);
    expect(check({ host: 'portal.example', origin: 'http://portal.example.evil.example' })).toBe(false);
  });
});

describe('portal environment for proxies', () => {
  const env = (values: Record<string, string>) => parsePortalEnv(values as unknown as NodeJS.ProcessEnv);

  it('trusts no proxy unless TRUST_PROXY says how many', () => {
    expect(env({}).TRUST_PROXY).toBe(0);
    expect(env({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(env({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(env({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => env({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps only the origin of PUBLIC_BASE_URL', () => {
    expect(env({}).publicOrigin).toBeUndefined();
    expect(env({ PUBLIC_BASE_URL: 'https://portal.example/app/' }).publicOrigin).toBe('https://portal.example');
    expect(() => env({ PUBLIC_BASE_URL: 'ftp://portal.example' })).toThrow(/PUBLIC_BASE_URL/);
  });
});
