// Password recovery (issue 6): the same answer for known and unknown
// addresses, a 30-minute single-use link built from the configured base URL,
// the (docs/domain.md) policy, revocation of every refresh token, the DB rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, setupTestApp, type TestApp } from '../../support/backend/test-app';

const { mail, sent, mailAfter } = captureMail('https://portal.example');
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({ mail });
});
afterAll(() => t.close());

function tokenOf(text: string): string {
  const match = /https:\/\/portal\.example(\/en)?\/recovery-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[2]!;
}

async function requestReset(email: string, headers: Record<string, string> = {}) {
  const before = sent.length;
  const response = await t.api.post('/api/Account/SendResetPassword', { json: { email }, headers });
  return { response, mail: () => mailAfter(before) };
}

/** The reset link's token e-mailed to a known address. */
const mailedToken = async (email: string, headers: Record<string, string>) => tokenOf((await (await requestReset(email, headers)).mail()).text);

const reset = (token: string, password: string, confirmPassword = password, headers: Record<string, string> = {}) =>
  t.api.post('/api/Account/ResetPassword', { json: { token, password, confirmPassword }, headers });

describe('POST /api/Account/SendResetPassword', () => {
  it('answers 204 alike for a known and an unknown address; only the known one gets mail', async () => {
    const before = sent.length;
    const unknown = await requestReset('nobody@example.com', { 'x-forwarded-for': '203.0.113.1' });
    const known = await requestReset('junior@example.com', { 'x-forwarded-for': '203.0.113.1' });
    expect(known.response.status).toBe(204);
    expect(unknown.response.status).toBe(204);
    expect(known.response.body).toEqual(unknown.response.body);
    expect((await known.mail()).to).toBe('junior@example.com');
    // The unknown address was asked first, and its answer awaited: a message for it would be there before the known one's.
    expect(sent.slice(before).map((message) => message.to)).toEqual(['junior@example.com']);
  });

  it('builds the link from configuration, never from the Host header', async () => {
    const requested = await requestReset('capoarea@example.com', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '203.0.113.2',
    });
    const message = await requested.mail();
    expect(message.text).toContain('https://portal.example/recovery-password?token=');
    expect(message.text + message.html).not.toContain('evil.example');
  });

  it('writes in the language asked for, with an /en link for English', async () => {
    const before = sent.length;
    const response = await t.api.post('/api/Account/SendResetPassword', {
      json: { email: 'groupmanager@example.com', locale: 'en' },
      headers: { 'x-forwarded-for': '203.0.113.3' },
    });
    expect(response.status).toBe(204);
    const message = await mailAfter(before);
    expect(message.subject).toBe('Reset your Agency Portal password');
    expect(message.text).toContain('https://portal.example/en/recovery-password?token=');
  });

  it('refuses a malformed address with invalid_email', async () => {
    const response = await t.api.post('/api/Account/SendResetPassword', { json: { email: 'not-an-address' } });
    expect(response.status).toBe(400);
    expect(response.error.errors[0]).toMatchObject({
      field: 'email',
      code: 'invalid_email',
      message: 'Inserire un indirizzo email valido.',
    });
  });

  it('limits requests per address in the database, known or not (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await requestReset('ghost@example.com', { 'x-forwarded-for': `198.51.100.${i}` })).response.status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const blocked = await requestReset('ghost@example.com', { 'x-forwarded-for': '198.51.100.9' });
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.response.error.errors[0]!.code).toBe('too_many_requests');
  });
});

describe('POST /api/Account/ResetPassword', () => {
  it('sets the password, revokes every refresh token, and the link works once', async () => {
    const first = await t.signIn('agencyadmin');
    const second = await t.signIn('agencyadmin');
    const token = await mailedToken('agencyadmin@example.com', { 'x-forwarded-for': '203.0.113.10' });
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    expect((await reset(token, 'Nuova2026!pass')).status).toBe(204);
    for (const pair of [first, second]) {
      const refreshed = await t.api.post('/v1/auth/refreshToken', { json: { refreshToken: pair.refreshToken } });
      expect(refreshed.status).toBe(401);
    }
    expect((await t.login('agencyadmin')).status).toBe(401);
    expect((await t.login('agencyadmin', 'Nuova2026!pass')).status).toBe(200);

    const again = await reset(token, 'Altra2026!pass');
    expect(again.status).toBe(400);
    expect(again.error.errors[0]).toMatchObject({ field: 'token', code: 'reset_token_invalid' });
  });

  it('expires after 30 minutes (clock injection)', async () => {
    const early = await mailedToken('agent@example.com', { 'x-forwarded-for': '203.0.113.11' });
    t.clock.advance(29 * 60_000);
    expect((await reset(early, 'Presto2026!pass')).status).toBe(204);

    const late = await mailedToken('agent@example.com', { 'x-forwarded-for': '203.0.113.12' });
    t.clock.advance(30 * 60_000 + 1_000);
    const answer = await reset(late, 'Tardi2026!pass');
    expect(answer.status).toBe(400);
    expect(answer.error.errors[0]!.code).toBe('reset_token_invalid');
  });

  it('a newer link replaces an older one', async () => {
    const older = await mailedToken('nikon@example.com', { 'x-forwarded-for': '203.0.113.13' });
    const newer = await mailedToken('nikon@example.com', { 'x-forwarded-for': '203.0.113.13' });
    expect((await reset(older, 'Vecchio2026!x')).status).toBe(400);
    expect((await reset(newer, 'Nuovo2026!x')).status).toBe(204);
  });

  it('applies the password policy and the equality check', async () => {
    const token = await mailedToken('superadmin@example.com', { 'x-forwarded-for': '203.0.113.14' });
    for (const weak of ['Ab1!xyz', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial123']) {
      const answer = await reset(token, weak);
      expect(answer.status, weak).toBe(400);
      const body = answer.error;
      expect(body.errors[0]).toMatchObject({ field: 'password', code: 'invalid_password' });
      expect(body.errors[0]!.message).toContain('1 carattere speciale');
    }
    const differ = await reset(token, 'Buona2026!x', 'Buona2026!y');
    expect(differ.error.errors[0]).toMatchObject({
      field: 'confirmPassword',
      code: 'passwords_differ',
      message: 'Le due password inserite non sono uguali',
    });
    expect((await reset(token, 'Buona2026!x')).status).toBe(204);
  });

  it('limits wrong tokens per IP', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await reset(`wrong-token-${'x'.repeat(30)}-${i}`, 'Buona2026!x', 'Buona2026!x', headers)).status;
    expect(last).toBe(429);
  });
});
