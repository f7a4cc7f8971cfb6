import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { accessFor, allowedMethodsFor, isCleanPath, methodsInBoth } from '@/lib/bff/allowlist';
import { config as proxyConfig } from '@/proxy';

describe('BFF path allowlist', () => {
  it('forwards known API areas with the access they need', () => {
    expect(accessFor('/api/Account/User', 'GET')).toBe('session');
    expect(accessFor('/api/Account/Agencies', 'GET')).toBe('session');
    expect(accessFor('/api/Agency/3/Contracts', 'POST')).toBe('session');
    expect(accessFor('/api/Account/SendResetPassword', 'POST')).toBe('public');
    expect(accessFor('/api/smartComSystem/PrivacyFile', 'GET')).toBe('public');
    expect(accessFor('/api/SystemParameters', 'PUT')).toBe('session');
  });

  it('serves the OpenAPI document to anyone, for reading only', () => {
    expect(accessFor('/api/openapi.json', 'GET')).toBe('public');
    expect(accessFor('/api/openapi.json', 'HEAD')).toBe('public');
    expect(accessFor('/api/openapi.json', 'POST')).toBeNull();
    expect(accessFor('/api/openapi.jsonx', 'GET')).toBeNull();
  });

  it('serves readiness to anyone, for reading only (a balancer or a monitor checks the portal, its API and the database)', () => {
    expect(accessFor('/api/ready', 'GET')).toBe('public');
    expect(accessFor('/api/ready', 'HEAD')).toBe('public');
    expect(accessFor('/api/ready', 'POST')).toBeNull();
    expect(accessFor('/api/health', 'GET')).toBeNull();
  });

  it('names the methods a listed path takes (for 405 and Allow), none for others', () => {
    expect(allowedMethodsFor('/api/Account/User')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethodsFor('/api/Account/ResetPassword')).toEqual(['OPTIONS', 'POST']);
    expect(allowedMethodsFor('/api/Account/Login')).toEqual([]);
    expect(allowedMethodsFor('/api/Agency/../Account/User')).toEqual([]);
  });

  it('never forwards sign-in, token refresh or unknown areas from the browser', () => {
    expect(accessFor('/api/Account/Login', 'POST')).toBeNull();
    expect(accessFor('/v1/auth/refreshToken', 'POST')).toBeNull();
    expect(accessFor('/api/Account/User', 'DELETE')).toBeNull();
    expect(accessFor('/api/Internal/anything', 'GET')).toBeNull();
  });

  it('refuses path tricks before matching', () => {
    for (const path of [
      '/api/Agency/../Account/Login',
      '/api/Agency/%2e%2e/x',
      '/api/Agency%2fx',
      '/api/Agency/%5cx',
      '/api//Agency',
      '/api/Agency/./x',
      'https://evil.example/api/Agency',
    ]) {
      expect(isCleanPath(path)).toBe(false);
      expect(accessFor(path, 'GET')).toBeNull();
    }
  });
});

describe('proxy matcher', () => {
  it('runs for pages and for /api calls without a body; leaves bodies, Next internals, the service worker and static files alone', async () => {
    // Next's testing helper needs AsyncLocalStorage first (as proxy.ts's imports do).
    Object.assign(globalThis, { AsyncLocalStorage });
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
    const runs = (url: string, headers?: Record<string, string>) => unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers });
    for (const path of ['/', '/products', '/en/contracts/4', '/login', '/api/Account/User', '/api/session/login']) expect(runs(path), path).toBe(true);
    // A body would be copied whole into memory for the proxy before anything answers (docs/decisions.md, "The BFF's fast path").
    expect(runs('/api/Account/User', { 'content-length': '2' })).toBe(false);
    expect(runs('/api/ImportExcel', { 'transfer-encoding': 'chunked' })).toBe(false);
    for (const path of ['/_next/static/x.js', '/serwist/sw.js', '/logo.svg']) expect(runs(path), path).toBe(false);
  });
});

describe('methodsInBoth', () => {
  const all = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
  it("keeps the forwarded methods the API's Allow names, OPTIONS always", () => {
    expect(methodsInBoth(all, 'GET, HEAD, OPTIONS')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodsInBoth(['GET', 'HEAD', 'OPTIONS'], 'GET,HEAD,OPTIONS,POST')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(methodsInBoth(all, null)).toEqual(['OPTIONS']);
  });
});
