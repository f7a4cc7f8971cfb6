import { expect, test } from '@playwright/test';
import { postChunked } from '../support/chunked-upload';
import { BASE_URL } from '../support/e2e/env';
import { peakRssGrowthOf, pidListeningOn } from '../support/e2e/server-process';

// The session routes hold a request body to the small limit while it
// arrives (core/http/body-limits.ts): a large streamed body is refused with
// 413 at its first chunk past it, before any session work, and the portal's
// memory hardly moves (it grew by about 110 MB for these four when the whole
// bodies were read).

const SESSION_ROUTES = ['/api/session/login', '/api/session/agency', '/api/session/logout', '/api/session/end', '/api/session/consent'];
const MB = 1024 * 1024;
const TOTAL = 30 * MB;

test('a chunked 30 MB body to each session route answers 413 before it ends, and the portal grows by a few MB', async () => {
  const pid = pidListeningOn(Number(new URL(BASE_URL).port));
  const { result, growth } = await peakRssGrowthOf(pid, () => Promise.all(SESSION_ROUTES.map((path) => postChunked(BASE_URL, path, TOTAL))));
  for (const [index, answer] of result.entries()) {
    const path = SESSION_ROUTES[index];
    expect({ status: answer.status, code: answer.code }, path).toEqual({ status: 413, code: 'payload_too_large' });
    expect(answer.sentWhenAnswered, path).toBeLessThan(TOTAL);
  }
  expect(growth / MB).toBeLessThan(40);
});

test('a declared Content-Length over the limit answers 413 at once; another site is refused first (403)', async ({ request }) => {
  const big = JSON.stringify({ username: 'x'.repeat(17 * 1024), password: 'y' });
  for (const path of SESSION_ROUTES) {
    const answer = await request.post(path, { headers: { origin: BASE_URL, 'content-type': 'application/json' }, data: big });
    expect(answer.status(), path).toBe(413);
    expect(await answer.json(), path).toEqual({ errors: [{ code: 'payload_too_large', message: 'payload_too_large' }] });
    const foreign = await postChunked(BASE_URL, path, TOTAL, { origin: 'https://elsewhere.example' });
    expect({ status: foreign.status, code: foreign.code }, path).toEqual({ status: 403, code: 'invalid_origin' });
  }
});
