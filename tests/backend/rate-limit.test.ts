import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/backend/env';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

const MINUTE = 60_000;

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after 5 failures for a username, even for the right password', async () => {
    await t.createUser('victim', 'Victim2026!');
    for (let i = 0; i < 5; i += 1) expect((await t.login('victim', `wrong-${i}`)).status).toBe(401);

    const blocked = await t.login('VICTIM', 'Victim2026!', { 'accept-language': 'en' });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.error.errors[0]).toEqual({
      code: 'too_many_attempts',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('lifts the limit once the failures leave the 15-minute window', async () => {
    // The blocked attempt above counts as a failure too, so wait past it.
    t.clock.advance(15 * MINUTE + 1000);
    expect((await t.login('victim', 'Victim2026!')).status).toBe(200);
  });

  it('counts only the failures since the last success', async () => {
    await t.createUser('forgetful', 'Forgetful2026!');
    for (let i = 0; i < 4; i += 1) await t.login('forgetful', 'wrong');
    expect((await t.login('forgetful', 'Forgetful2026!')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.login('forgetful', 'wrong')).status).toBe(401);
    expect((await t.login('forgetful', 'Forgetful2026!')).status).toBe(200);
  });

  it('limits unknown usernames like known ones', async () => {
    for (let i = 0; i < 5; i += 1) await t.login('ghost', 'x');
    expect((await t.login('ghost', 'x')).status).toBe(429);
  });

  it('answers 429 after 20 failures from one IP across usernames, and not for another IP', async () => {
    t.clock.advance(16 * MINUTE);
    await t.createUser('bystander', 'Bystander2026!');
    const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 20; i += 1) expect((await t.login(`spray-${i}`, 'x', fromIp('203.0.113.7'))).status).toBe(401);

    const blocked = await t.login('bystander', 'Bystander2026!', fromIp('203.0.113.7'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.login('bystander', 'Bystander2026!', fromIp('198.51.100.2'))).status).toBe(200);
  });
});

describe('login rate limit per IP with TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ seed: false, config: { trustProxy: parseEnv({}).TRUST_PROXY } });
  });
  afterAll(() => t.close());

  /** A sign-in over a socket from `address`, claiming to be `forwardedFor`. */
  const loginFrom = (address: string, forwardedFor: string, username: string, password: string) =>
    t.app.request(
      '/api/Account/Login',
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ username, password }) },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it('counts the socket address: a forged X-Forwarded-For neither dodges the limit nor aims it at someone else', async () => {
    await t.createUser('bystander', 'Bystander2026!');
    for (let i = 0; i < 20; i += 1) expect((await loginFrom('203.0.113.7', `198.51.100.${i}`, `spray-${i}`, 'x')).status).toBe(401);

    // a fresh made-up address opens no fresh bucket
    expect((await loginFrom('203.0.113.7', '198.51.100.200', 'bystander', 'Bystander2026!')).status).toBe(429);
    // the addresses written in the header were not charged, and naming the blocked one blocks nobody
    expect((await loginFrom('198.51.100.3', '203.0.113.7', 'bystander', 'Bystander2026!')).status).toBe(200);
  });
});
