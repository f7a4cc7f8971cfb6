// A session ends everywhere at once: after logout, a password reset or a
// deactivation, the access tokens issued for it answer 401 at the next call,
// not when they expire an hour later (issue 10, item 2).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions } from '@/backend/auth/refresh-tokens';
import { users } from '@/backend/db/schema';
import { captureMail, type TestApp, setupTestApp } from '../support/backend/test-app';

const { mail, sent, mailAfter } = captureMail('https://portal.example');
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({ mail });
});
afterAll(() => t.close());

const me = (token: string) => t.api.get('/api/Account/User', { token });
const refresh = (refreshToken: string) => t.api.post('/v1/auth/refreshToken', { json: { refreshToken } });

describe('ending sessions', () => {
  it('logout ends the access token of that session at once, also a copy of it', async () => {
    const pair = await t.signIn('agent');
    const copy = pair.accessToken; // what a copied session cookie still holds
    expect((await me(copy)).status).toBe(200);
    expect((await t.request('/api/Account/Logout', { method: 'POST', token: pair.accessToken })).status).toBe(204);
    expect((await me(copy)).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it("logout leaves the same user's other sessions (another device) signed in", async () => {
    const phone = await t.signIn('junior');
    const desktop = await t.signIn('junior');
    await t.request('/api/Account/Logout', { body: { refreshToken: phone.refreshToken }, token: phone.accessToken });
    expect((await me(phone.accessToken)).status).toBe(401);
    expect((await me(desktop.accessToken)).status).toBe(200);
  });

  it('the access token of a rotated session keeps working until logout, then stops', async () => {
    const first = await t.signIn('capoarea');
    const rotated = (await refresh(first.refreshToken)).body;
    expect((await me(first.accessToken)).status).toBe(200);
    expect((await me(rotated.accessToken)).status).toBe(200);
    await t.request('/api/Account/Logout', { method: 'POST', token: rotated.accessToken });
    expect((await me(first.accessToken)).status).toBe(401);
    expect((await me(rotated.accessToken)).status).toBe(401);
  });

  it('a password reset ends every session of the user', async () => {
    const one = await t.signIn('groupmanager');
    const two = await t.signIn('groupmanager');
    const before = sent.length;
    await t.request('/api/Account/SendResetPassword', { body: { email: 'groupmanager@example.com' } });
    const link = /recovery-password\?token=([A-Za-z0-9_-]+)/.exec((await mailAfter(before)).text)![1]!;
    const reset = await t.request('/api/Account/ResetPassword', { body: { token: link, password: 'Nuova2026!pass', confirmPassword: 'Nuova2026!pass' } });
    expect(reset.status).toBe(204);
    expect((await me(one.accessToken)).status).toBe(401);
    expect((await me(two.accessToken)).status).toBe(401);
    const again = await t.signIn('groupmanager', 'Nuova2026!pass');
    expect((await me(again.accessToken)).status).toBe(200);
  });

  it('deactivation ends every session at once; ending them is also explicit for the users admin', async () => {
    const user = await t.createUser('leaving-soon');
    const pair = await t.signIn('leaving-soon');
    await t.db.update(users).set({ deactivated: true }).where(eq(users.id, user.id));
    await endAllSessions(t.db, user.id, t.clock.now());
    expect((await me(pair.accessToken)).status).toBe(401);
    // Reactivated, the old session stays ended: a new sign-in is needed.
    await t.db.update(users).set({ deactivated: false }).where(eq(users.id, user.id));
    expect((await me(pair.accessToken)).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await me((await t.signIn('leaving-soon')).accessToken)).status).toBe(200);
  });

  it("one user's logout cannot end another user's session by naming its refresh token", async () => {
    const mine = await t.signIn('agencyadmin');
    const theirs = await t.signIn('nikon');
    await t.request('/api/Account/Logout', { body: { refreshToken: theirs.refreshToken }, token: mine.accessToken });
    expect((await me(theirs.accessToken)).status).toBe(200);
  });
});
