import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError } from '../support/backend/api-caller';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

describe('POST /api/Account/Login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  it('answers a token pair for the right password', async () => {
    const response = await t.login('agent');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { body } = response;
    expect(body.expiresIn).toBe(3600);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url

    const claims = decodeJwt(body.accessToken);
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: String(await t.userId('agent')), username: 'agent', iss: 'agency-portal-api', aud: 'agency-portal' });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toEqual(expect.any(String));
  });

  it('matches the username whatever its casing and surrounding spaces', async () => {
    expect((await t.login('  AGENT ')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await t.login('junior', 'not-the-password');
    const unknown = await t.login('nobody-by-this-name', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = wrong.error;
    expect(wrongBody).toEqual(unknown.error);
    expect(wrongBody.errors).toEqual([{ code: 'invalid_credentials', message: 'Account non trovato, inserire i dati corretti.' }]);
  });

  it('answers in English when Accept-Language prefers it', async () => {
    const response = await t.login('junior', 'wrong', { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' });
    expect(response.error.errors[0]!.message).toBe('Account not found, please enter the correct details.');
  });

  it('refuses a deactivated user with the right password with 403 login_forbidden', async () => {
    await t.createUser('retired', 'Retired2026!', { deactivated: true });
    const response = await t.login('retired', 'Retired2026!');
    expect(response.status).toBe(403);
    expect(response.error.errors[0]!.code).toBe('login_forbidden');
  });

  it('tells a deactivated user with a wrong password nothing more than 401', async () => {
    const response = await t.login('retired', 'guess');
    expect(response.status).toBe(401);
  });

  it('answers 400 with one item per field for bad bodies', async () => {
    const response = await t.request('/api/Account/Login', { body: { username: '   ', password: 42 } });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors).toEqual([
      { field: 'username', code: 'required', message: 'Campo obbligatorio' },
      { field: 'password', code: 'validation_failed', message: 'Alcuni campi non sono validi.' },
    ]);

    const missing = await t.request('/api/Account/Login', { body: {} });
    expect((await readError(missing)).errors.map((e) => [e.field, e.code])).toEqual([
      ['username', 'required'],
      ['password', 'required'],
    ]);
  });

  it('answers 400 for malformed JSON and for a non-object body', async () => {
    for (const body of ['{"username":', '[1,2]', 'null', '"text"']) {
      const response = await t.request('/api/Account/Login', { body });
      expect(response.status).toBe(400);
      expect((await readError(response)).errors[0]!.code).toBe('validation_failed');
    }
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.request('/api/Account/Login', {
      method: 'POST',
      body: 'username=agent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await t.request('/api/Account/Login', { body: { username: 'agent', password: 'x'.repeat(20_000) } });
    expect(response.status).toBe(413);
    expect((await readError(response)).errors[0]!.code).toBe('payload_too_large');
  });
});
