import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '@/backend/config';
import { parseEnv } from '@/backend/env';

describe('backend config', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the documented defaults, empty strings counting as unset', () => {
    // One schema for every variable the backend reads (backend/env.ts): each area's defaults in one answer.
    expect(parseEnv({ DATA_DIR: '', BACKEND_PORT: '', SMTP_URL: '' })).toEqual({
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      REFRESH_TOKEN_TTL_DAYS: 30,
      BACKEND_PORT: 4000,
      TRUST_PROXY: 0,
      SEED_DEMO_DATA: 'auto',
      SMTP_URL: undefined,
      MAIL_FROM: 'Portale Agenzie <no-reply@localhost>',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      CREDIT_PROVIDER_URL: undefined,
      CREDIT_PROVIDER_API_KEY: undefined,
      CREDIT_PROVIDER_TIMEOUT_MS: 10000,
      S3_ENDPOINT: undefined,
      S3_BUCKET: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      ICECAT_USERNAME: undefined,
      ICECAT_API_KEY: undefined,
      ICECAT_BASE_URL: 'https://live.icecat.biz/api',
      VIRTUALLAND_STORIES_URL: undefined,
      COMPANY_CREDIT_URL: undefined,
      COMPANY_CREDIT_API_KEY: undefined,
      SIGNUP_DEFAULT_AGENCY: 'SmartCom',
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: false,
      WEBHOOKS_SECRETS_KEY: undefined,
      WEBHOOKS_ATTEMPT_TIMEOUT_MS: 10_000,
      WEBHOOKS_LEASE_MARGIN_MS: 30_000,
    });
  });

  it('parses explicit values', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgresql://u:p@localhost/db',
      TRUST_PROXY: 'false',
      SEED_DEMO_DATA: 'never',
      BACKEND_PORT: '8080',
      ACCESS_TOKEN_TTL_SECONDS: '900',
    });
    expect(env).toMatchObject({ TRUST_PROXY: 0, SEED_DEMO_DATA: 'never', BACKEND_PORT: 8080, ACCESS_TOKEN_TTL_SECONDS: 900 });
  });

  it('takes the webhook attempt limit and lease margin from the environment, 10 s and 30 s unless set', () => {
    expect(buildConfig({ DATA_DIR: dataDir }).webhooks).toMatchObject({ timeoutMs: 10_000, leaseMarginMs: 30_000 });
    const short = buildConfig({ DATA_DIR: dataDir, WEBHOOKS_ATTEMPT_TIMEOUT_MS: '5000', WEBHOOKS_LEASE_MARGIN_MS: '1000' });
    expect(short.webhooks).toMatchObject({ timeoutMs: 5_000, leaseMarginMs: 1_000 });
  });

  it('reads TRUST_PROXY as a number of proxy hops, true meaning one', () => {
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(buildConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it.each([
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ SEED_DEMO_DATA: 'always' }, 'SEED_DEMO_DATA'],
    [{ BACKEND_PORT: '70000' }, 'BACKEND_PORT'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ WEBHOOKS_ATTEMPT_TIMEOUT_MS: '500' }, 'WEBHOOKS_ATTEMPT_TIMEOUT_MS'],
    [{ WEBHOOKS_ATTEMPT_TIMEOUT_MS: 'soon' }, 'WEBHOOKS_ATTEMPT_TIMEOUT_MS'],
    [{ WEBHOOKS_LEASE_MARGIN_MS: '0' }, 'WEBHOOKS_LEASE_MARGIN_MS'],
  ])('refuses %j', (env, name) => {
    expect(() => parseEnv(env)).toThrow(name);
  });

  it('generates a JWT secret once into DATA_DIR with mode 600 and reuses it', () => {
    const first = buildConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.dataDir).toBe(dataDir);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(buildConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and refuses a short generated file', () => {
    expect(buildConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    const other = mkdtempSync(path.join(tmpdir(), 'portal-config-short-'));
    writeFileSync(path.join(other, 'jwt-secret'), 'short');
    expect(() => buildConfig({ DATA_DIR: other })).toThrow('shorter than 32');
    rmSync(other, { recursive: true });
  });
});
