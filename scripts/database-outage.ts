// The database going away, through the built portal (docs/security.md, "When the database is away"): `next start`
// with the API in process on a private PostgreSQL cluster (tests/support/backend/private-postgres.ts) with the demo
// data; a signed-in page and /api calls answer; the cluster is stopped: pages go to the localized "service temporarily
// unavailable" page instead of the general error, /api calls through the BFF and readiness answer 503 with
// Retry-After, a session whose access token ran out meanwhile is kept (not signed out), sign-in says the service is unavailable; the cluster is started again and the same portal answers
// normally. Plain HTTP, no browser; about 10 s on a built tree.
// `npm run build` first; then `npm run test:database-outage` (port: OUTAGE_PORT,
// default 3590). `npm test` runs it after the e2e build when TEST_DATABASE_URL is set (as in CI).
import { type ChildProcess, spawn } from 'node:child_process';
import { sealData, unsealData } from 'iron-session';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryFileStorage } from '../backend/adapters/files/storage';
import { openDatabase } from '../backend/db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '../backend/db/unreachable';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed';
import en from '../messages/en.json';
import it from '../messages/it.json';
import { startPrivateCluster } from '../tests/support/backend/private-postgres';

const PORT = Number(process.env.OUTAGE_PORT) || 3590;
const BASE = `http://127.0.0.1:${PORT}`;
const started = Date.now();
const log = (message: string) => console.log(`[database-outage ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
const RETRY_AFTER = String(DATABASE_RETRY_AFTER_SECONDS);
const SESSION_SECRET = 'outage-session-secret-0123456789-abcdefghijkl';
const SESSION_COOKIE = 'portal_session';

/** The same session with its access token run out, as the portal would hold it an hour later: the next request renews it. */
async function ranOut(cookie: string): Promise<string> {
  const seal = cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${SESSION_COOKIE}=`))!
    .slice(SESSION_COOKIE.length + 1);
  const data = await unsealData<Record<string, unknown>>(seal, { password: SESSION_SECRET });
  return `${SESSION_COOKIE}=${await sealData({ ...data, accessExp: Math.floor(Date.now() / 1000) - 60 }, { password: SESSION_SECRET })}`;
}

async function waitForPortal(portal: ChildProcess, output: () => string) {
  for (let i = 0; i < 240; i += 1) {
    if (portal.exitCode !== null) throw new Error(`the portal exited (${portal.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${BASE}/login`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not come up:\n${output()}`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'));
  const cluster = await startPrivateCluster();
  let portal: ChildProcess | undefined;
  let output = '';
  try {
    const handle = await openDatabase({ kind: 'postgres', url: cluster.url });
    await handle.migrate();
    await seedDemoData(handle.db, { files: memoryFileStorage() });
    await handle.close();
    log('private PostgreSQL ready with the demo data');

    portal = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        API_BASE_URL: '',
        SESSION_SECRET,
        JWT_SECRET: 'outage-jwt-secret-0123456789-abcdefghijklmnopq',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    portal.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    portal.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    await waitForPortal(portal, () => output);
    log('portal up');

    const signIn = () =>
      fetch(`${BASE}/api/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE },
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
    const signedIn = await signIn();
    assert.equal(signedIn.status, 200, 'sign-in');
    const cookie = signedIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const page = (pathname: string) => fetch(`${BASE}${pathname}`, { headers: { cookie }, redirect: 'manual' });
    const api = (pathname: string, language = 'it') => fetch(`${BASE}${pathname}`, { headers: { cookie, 'accept-language': language } });

    async function expectServing(when: string) {
      for (const pathname of ['/contracts', '/en/contracts']) assert.equal((await page(pathname)).status, 200, `${when}: ${pathname}`);
      assert.equal((await api('/api/Account/User')).status, 200, `${when}: /api/Account/User`);
      const ready = await fetch(`${BASE}/api/ready`);
      assert.equal(ready.status, 200, `${when}: /api/ready`);
      assert.deepEqual(await ready.json(), { status: 'ok', database: 'up' });
    }

    await expectServing('before the stop');
    log('serving: pages, /api and readiness answer');

    await cluster.stop();
    log('PostgreSQL stopped');
    for (const [pathname, target] of [
      ['/contracts', '/unavailable'],
      ['/en/contracts', '/en/unavailable'],
      ['/products', '/unavailable'],
    ] as const) {
      const answer = await page(pathname);
      // A redirect before the page's first byte; the location is relative to the portal.
      assert.ok([303, 307].includes(answer.status), `${pathname} while the database is away answered ${answer.status}`);
      assert.equal(new URL(answer.headers.get('location')!, BASE).pathname, target, `${pathname} goes to ${target}`);
    }
    for (const [pathname, words] of [
      ['/unavailable', it.unavailable],
      ['/en/unavailable', en.unavailable],
    ] as const) {
      const answer = await page(pathname);
      assert.equal(answer.status, 200, pathname);
      const html = await answer.text();
      for (const text of [words.title, words.retry]) assert.ok(html.includes(text), `${pathname} says "${text}"`);
    }
    for (const [language, words] of [
      ['it', it.errors],
      ['en', en.errors],
    ] as const) {
      const answer = await api('/api/Account/User', language);
      assert.equal(answer.status, 503, `/api/Account/User (${language})`);
      assert.equal(answer.headers.get('retry-after'), RETRY_AFTER);
      assert.deepEqual(await answer.json(), { errors: [{ code: 'service_unavailable', message: words.service_unavailable }] });
    }
    const ready = await fetch(`${BASE}/api/ready`);
    assert.equal(ready.status, 503, '/api/ready');
    assert.equal(ready.headers.get('retry-after'), RETRY_AFTER);
    assert.deepEqual(await ready.json(), { status: 'unavailable', database: 'down' });
    // A session whose access token ran out during the outage: its renewal meets the 503, and the session is kept.
    const expired = await ranOut(cookie);
    const expiredPage = await fetch(`${BASE}/contracts`, { headers: { cookie: expired }, redirect: 'manual' });
    assert.equal(new URL(expiredPage.headers.get('location') ?? '/', BASE).pathname, '/unavailable', 'a run-out session goes to /unavailable');
    const expiredApi = await fetch(`${BASE}/api/Account/User`, { headers: { cookie: expired } });
    assert.equal(expiredApi.status, 503, 'a run-out session: /api answers 503');
    assert.equal(expiredApi.headers.get('retry-after'), RETRY_AFTER);
    for (const answer of [expiredPage, expiredApi]) assert.deepEqual(answer.headers.getSetCookie(), [], 'the session is not ended');
    const refused = await signIn();
    assert.equal(refused.status, 503, 'sign-in while the database is away');
    assert.equal(refused.headers.get('retry-after'), RETRY_AFTER);
    assert.equal(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code, 'service_unavailable');
    assert.doesNotMatch(output, /\n\s+at /, 'no stack trace in the log');
    log('away: pages show the unavailable page, /api and readiness 503 with Retry-After, a run-out session kept, sign-in refused with the reason');

    await cluster.start();
    log('PostgreSQL started again');
    await expectServing('after the restart');
    const renewed = await fetch(`${BASE}/contracts`, { headers: { cookie: expired }, redirect: 'manual' });
    assert.equal(renewed.status, 200, 'the run-out session is renewed once the database is back');
    assert.equal(portal.exitCode, null, 'the same portal process');
    log('serving again with no restart of the portal');
    // What an operator reads: one warning at the start of the outage (however many bundles of the portal met it),
    // one line at its end.
    const lines = output.split('\n').filter((entry) => entry.includes('[backend] database'));
    for (const line of lines) log(`portal log: ${line.trim()}`);
    assert.equal(lines.filter((line) => line.includes('database unreachable')).length, 1, 'one warning line for the outage');
    assert.equal(lines.filter((line) => line.includes('database reachable again')).length, 1, 'one line when it is back');
  } catch (error) {
    console.error(`[database-outage] ${(error as Error).message}\n--- portal output ---\n${output}`);
    process.exitCode = 1;
  } finally {
    if (portal && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal!.once('exit', resolve));
      portal.kill('SIGTERM');
      await exited;
    }
    await cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
