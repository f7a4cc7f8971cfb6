import http from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/e2e/env';

// The per-IP sign-in limit (20 failures in 15 minutes) counts the address the
// connection came from: without TRUST_PROXY (the e2e server sets none) a
// forged X-Forwarded-For neither opens a new bucket nor fills someone else's.
// Each client binds its own loopback address, so no other test's bucket fills.

function signInFrom(localAddress: string, forwardedFor: string, username: string, password: string): Promise<number> {
  const { port, host } = new URL(BASE_URL);
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/session/login',
        headers: { host, origin: BASE_URL, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a forged X-Forwarded-For neither dodges the per-IP limit nor aims it at another address', async () => {
  test.setTimeout(120_000);
  const attacker = '127.0.0.55';
  const bystander = '127.0.0.56';
  for (let i = 0; i < 20; i += 1) {
    expect(await signInFrom(attacker, `198.51.100.${i}`, `spray-${i}`, 'wrong-password')).toBe(401);
  }
  expect(await signInFrom(attacker, '198.51.100.200', 'spray-new', 'wrong-password')).toBe(429);
  // naming the blocked address in the header blocks nobody else
  expect(await signInFrom(bystander, `::ffff:${attacker}`, 'spray-other', 'wrong-password')).toBe(401);
  expect(await signInFrom(bystander, attacker, 'spray-other', 'wrong-password')).toBe(401);
});
