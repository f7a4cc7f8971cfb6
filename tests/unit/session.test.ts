import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { parsePortalEnv } from '@/lib/server/env';
import { loadOrCreateSecret } from '@/core/secrets';
import { isAuthorised, SESSION_COOKIE, type SessionData } from '@/lib/server/session-data';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe('portal environment', () => {
  it('refuses a SESSION_SECRET under 32 characters without echoing it', () => {
    expect(() => parsePortalEnv(env({ SESSION_SECRET: 'short-secret-value' }))).toThrow(/at least 32 characters/);
    expect(() => parsePortalEnv(env({ SESSION_SECRET: 'short-secret-value' }))).not.toThrow(/short-secret-value/);
    expect(parsePortalEnv(env({ SESSION_SECRET: 'x'.repeat(32) })).SESSION_SECRET).toHaveLength(32);
  });

  it('treats empty values as unset and validates the API URL', () => {
    const parsed = parsePortalEnv(env({ API_BASE_URL: '', SESSION_SECRET: '' }));
    expect(parsed.API_BASE_URL).toBeUndefined();
    expect(parsed.SESSION_SECRET).toBeUndefined();
    expect(() => parsePortalEnv(env({ API_BASE_URL: 'not a url' }))).toThrow(/API_BASE_URL/);
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(parsePortalEnv(env({ NODE_ENV: 'production' })).secureCookies).toBe(true);
    expect(parsePortalEnv(env({ NODE_ENV: 'production', COOKIE_SECURE: 'false' })).secureCookies).toBe(false);
    expect(parsePortalEnv(env({ NODE_ENV: 'development' })).secureCookies).toBe(false);
  });
});

describe('generated secrets', () => {
  it('creates one secret into DATA_DIR, private to the user, and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = loadOrCreateSecret(dir, 'session-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, 'session-secret')).toBe(first);
  });
});

describe('session cookie', () => {
  it('stays under 4 KB with the longest realistic contents', async () => {
    const session: SessionData = {
      accessToken: `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(400)}.${'s'.repeat(43)}`,
      refreshToken: 'r'.repeat(64),
      accessExp: 1_800_000_000,
      userId: 123456,
      username: 'u'.repeat(200),
      role: 'superAdministrator',
      agencyCount: 12,
      agencyId: 99999,
      agencyName: 'A'.repeat(200),
      shippingUnitCost: 12.5,
      shippingMaxUnits: 10,
      redirectUri: `/contracts?${'q=x&'.repeat(100)}`,
    };
    const sealed = await sealData(session, { password: 'p'.repeat(32), ttl: 2_592_000 });
    expect(`${SESSION_COOKIE}=${sealed}`.length).toBeLessThan(4096);
  });

  it('counts a session as authorised only with both token and role', () => {
    expect(isAuthorised({ accessToken: 't', role: 'agent' })).toBe(true);
    expect(isAuthorised({ accessToken: 't' })).toBe(false);
    expect(isAuthorised({ role: 'agent' })).toBe(false);
  });
});
