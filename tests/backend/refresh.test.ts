import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { type ApiResult, readError } from '../support/backend/api-caller';
import { type TestApp, type TokenPairBody, setupTestApp } from '../support/backend/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400_000;

describe('POST /v1/auth/refreshToken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.api.post('/v1/auth/refreshToken', { json: { refreshToken } });
  const rotate = async (token: string): Promise<TokenPairBody> => {
    const response = await refresh(token);
    expect(response.status).toBe(200);
    return response.body;
  };
  const codeOf = (response: ApiResult<unknown>) => response.error.errors[0]!.code;

  it('rotates: a new pair whose access token works', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expiresIn).toBe(3600);
    expect((await t.api.get('/api/Account/User', { token: second.accessToken })).status).toBe(200);
  });

  it('gives a reuse within 30 s a pair of its own in the same family (concurrent requests on two instances)', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    t.clock.advance(10 * SECOND);
    const sibling = await rotate(first.refreshToken);
    expect(sibling.refreshToken).not.toBe(second.refreshToken);
    expect((await t.api.get('/api/Account/User', { token: sibling.accessToken })).status).toBe(200);
    // Whichever pair the browser kept goes on rotating; the family is one session.
    const fromSecond = await rotate(second.refreshToken);
    const fromSibling = await rotate(sibling.refreshToken);
    // Signing out ends every branch.
    await t.api.post('/api/Account/Logout', { json: { refreshToken: fromSibling.refreshToken }, token: fromSibling.accessToken });
    expect((await refresh(fromSecond.refreshToken)).status).toBe(401);
  });

  it('lets both of two concurrent refreshes through with different pairs, neither ending the session', async () => {
    const first = await t.signIn('agent');
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const pairs = answers.map((r) => r.body);
    expect(pairs[0]!.refreshToken).not.toBe(pairs[1]!.refreshToken);
    for (const pair of pairs) await rotate(pair.refreshToken);
  });

  it('refuses a reuse within 30 s once the session has ended', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    await t.api.post('/api/Account/Logout', { json: { refreshToken: second.refreshToken }, token: second.accessToken });
    t.clock.advance(5 * SECOND);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('answers 409 and keeps the family when a second tab replays the previous token minutes later', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken); // the first tab rotated normally
    t.clock.advance(5 * MINUTE);
    const stale = await refresh(first.refreshToken); // the other tab still held the previous cookie
    expect(stale.status).toBe(409);
    expect(codeOf(stale)).toBe('refresh_token_already_rotated');
    await rotate(second.refreshToken);
  });

  it('revokes the family when the previous token is replayed after 10 minutes', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    t.clock.advance(10 * MINUTE + SECOND);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('revokes the family when a token older than the previous one is replayed, even within minutes', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    t.clock.advance(2 * MINUTE);
    const third = await rotate(second.refreshToken);
    t.clock.advance(MINUTE);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(third.refreshToken)).status).toBe(401);
  });

  it('revokes the whole family for a reuse after the grace window', async () => {
    const first = await t.signIn('agent');
    const second = await rotate(first.refreshToken);
    const third = await rotate(second.refreshToken);
    t.clock.advance(31 * SECOND);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(codeOf(reuse)).toBe('unauthorized');
    // The newest token of the family is dead too.
    expect((await refresh(third.refreshToken)).status).toBe(401);
  });

  it('leaves other families alone when one is revoked', async () => {
    const mine = await t.signIn('junior');
    const thief = await t.signIn('junior');
    const next = await rotate(thief.refreshToken);
    t.clock.advance(10 * MINUTE + SECOND);
    expect((await refresh(thief.refreshToken)).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    await rotate(mine.refreshToken);
  });

  it('answers 401 for unknown and expired tokens', async () => {
    expect((await refresh('not-a-token-we-ever-issued')).status).toBe(401);
    const pair = await t.signIn('nikon');
    t.clock.advance(30 * DAY + SECOND);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it('answers 401 when the user was deactivated meanwhile', async () => {
    const victim = await t.createUser('leaver');
    const pair = await t.signIn('leaver');
    await t.db.update(users).set({ deactivated: true }).where(eq(users.id, victim.id));
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it('answers 400 for a missing token', async () => {
    // no token at all: no body the route declares, a probe
    const response = await t.request('/v1/auth/refreshToken', { body: {} });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors).toEqual([{ field: 'refreshToken', code: 'required', message: 'Campo obbligatorio' }]);
  });
});

describe('POST /api/Account/Logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => t.api.post('/v1/auth/refreshToken', { json: { refreshToken } });

  it('revokes the family of the given refresh token', async () => {
    const pair = await t.signIn('agent');
    const response = await t.api.post('/api/Account/Logout', { json: { refreshToken: pair.refreshToken }, token: pair.accessToken });
    expect(response.status).toBe(204);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it("ignores someone else's refresh token", async () => {
    const mine = await t.signIn('agent');
    const theirs = await t.signIn('junior');
    const response = await t.api.post('/api/Account/Logout', { json: { refreshToken: theirs.refreshToken }, token: mine.accessToken });
    expect(response.status).toBe(204);
    expect((await refresh(theirs.refreshToken)).status).toBe(200);
  });

  it('accepts no body at all', async () => {
    const pair = await t.signIn('agent');
    const response = await t.api.post('/api/Account/Logout', { token: pair.accessToken });
    expect(response.status).toBe(204);
  });

  it('needs a bearer token', async () => {
    expect((await t.api.post('/api/Account/Logout')).status).toBe(401);
  });
});
