import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPageHeaders, pagePolicy } from '@/lib/server/security-headers';

describe('page policy', () => {
  it('lets scripts run only with the nonce and forbids framing', () => {
    const policy = pagePolicy('abc123==', { dev: false, https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('allows eval only in development and upgrades requests only over HTTPS', () => {
    expect(pagePolicy('n', { dev: true, https: false })).toContain("'strict-dynamic' 'unsafe-eval'");
    expect(pagePolicy('n', { dev: false, https: true })).toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only over HTTPS', () => {
    const plain = new Headers();
    applyPageHeaders(plain, 'p', false);
    expect(plain.get('strict-transport-security')).toBeNull();
    const secure = new Headers();
    applyPageHeaders(secure, 'p', true);
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

// proxy.ts as Next.js runs it for a page, under a given TRUST_PROXY.
describe('proxy.ts page headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function answerFor(env: Record<string, string>, headers: Record<string, string>) {
    vi.stubEnv('SESSION_SECRET', 'unit-session-secret-0123456789-abcdefghijkl');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const { proxy } = await import('@/proxy');
    const request = new NextRequest('http://portal.example/login', { headers: { host: 'portal.example', ...headers } });
    const answer = await proxy(request);
    return { answer, request };
  }

  it('gives each page a fresh nonce, and Next.js the same policy on the request', async () => {
    const first = await answerFor({}, {});
    const policy = first.answer.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.request.headers.get('content-security-policy')).toBe(policy);
    const second = await answerFor({}, {});
    expect(second.answer.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('lets the back/forward cache keep the sign-in page (no private data, docs/security.md)', async () => {
    const { answer } = await answerFor({}, {});
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends no HSTS for a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    const { answer } = await answerFor({}, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the trusted proxy says HTTPS', async () => {
    const { answer } = await answerFor({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
