// Property: whatever JSON (or non-JSON) arrives at the public endpoints, the
// answer is a deliberate 4xx/200 with the error shape, never a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readError } from '../support/backend/api-caller';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

const RUNS = 1000;

/** Mostly plausible shapes (they reach the handlers), plus anything at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }))])), {
      requiredKeys: [],
    }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 60 }), // raw text, usually not JSON at all
  );

async function check(t: TestApp, path: string, body: unknown, allowed: number[]) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
  expect(allowed).toContain(response.status);
  if (response.status >= 400) {
    const parsed = await readError(response);
    expect(parsed.errors.length).toBeGreaterThan(0);
  }
}

describe('random bodies never cause a 500', () => {
  let t: TestApp;
  const errorLog = vi.spyOn(console, 'error');
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  it(`POST /api/Account/Login (${RUNS} runs)`, { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(['username', 'password']), (body) => check(t, '/api/Account/Login', body, [200, 400, 401, 403, 429])),
      { numRuns: RUNS },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`POST /v1/auth/refreshToken (${RUNS} runs)`, { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodyFor(['refreshToken']), (body) => check(t, '/v1/auth/refreshToken', body, [400, 401])),
      { numRuns: RUNS },
    );
    expect(errorLog).not.toHaveBeenCalled();
  });
});
