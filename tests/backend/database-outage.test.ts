// The database going away (docs/security.md, "When the database is away"): the API answers 503 with Retry-After and
// a localized message, readiness reports the database down, liveness stays up, nothing is logged as a failure with a
// stack, and the same app answers normally again once the database is back, with no restart.
//
// The stop and start run on a private PostgreSQL cluster (tests/support/backend/private-postgres.ts), never on the
// shared one. They run wherever PostgreSQL's server binaries are installed, and always in the PostgreSQL run
// (TEST_DATABASE_URL set, as in CI), where missing binaries fail the test rather than skip it.
import { type Socket, createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/backend/app';
import { hashPassword } from '@/backend/auth/passwords';
import { type DatabaseHandle, openDatabase } from '@/backend/db/client';
import { CONNECT_TIMEOUT_MS } from '@/backend/db/postgres';
import { users } from '@/backend/db/schema';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnreachableReason } from '@/backend/db/unreachable';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { createJobQueue } from '@/backend/jobs/pg-boss-queue';
import { DEMO_PASSWORD } from '@/backend/demo/seed';
import { type PrivateCluster, postgresBinDir, startPrivateCluster } from '../support/backend/private-postgres';
import { TEST_CONFIG, captureMail } from '../support/backend/test-app';

const IT_MESSAGE = 'Servizio temporaneamente non disponibile, riprova tra qualche istante.';
const EN_MESSAGE = 'Service temporarily unavailable, please try again in a moment.';
/** An answer while the database is away comes at once: no request waits on a connection that cannot be made. */
const PROMPT_MS = 3_000;

function appOn(handle: DatabaseHandle) {
  // A queue never started: nothing these requests do sends a job.
  return createApp({
    db: handle.db,
    config: TEST_CONFIG,
    mail: captureMail().mail,
    adapters: { files: memoryFileStorage() },
    queue: createJobQueue(handle.jobs),
  });
}

async function timed(work: Response | Promise<Response>) {
  const started = performance.now();
  const response = await work;
  return { response, ms: performance.now() - started };
}

async function expectUnavailable(work: Response | Promise<Response>, message = IT_MESSAGE) {
  const { response, ms } = await timed(work);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(await response.json()).toEqual({ errors: [{ code: 'service_unavailable', message }] });
  expect(ms).toBeLessThan(PROMPT_MS);
}

describe('a database that cannot be reached', () => {
  // Nothing listens there: the pool's every connection is refused, as with a stopped server.
  let handle: DatabaseHandle;
  let app: ReturnType<typeof appOn>;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'postgres', url: 'postgres://portal@127.0.0.1:1/postgres' });
    app = appOn(handle);
  });
  afterAll(() => handle.close());

  it('answers 503 with Retry-After and the localized message, readiness down, liveness up', async () => {
    await expectUnavailable(app.request('/api/Agency/BusinessTypes'));
    await expectUnavailable(app.request('/api/Agency/BusinessTypes', { headers: { 'accept-language': 'en' } }), EN_MESSAGE);
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('a database host that takes connections and never answers', () => {
  // A black hole: the TCP connection opens, PostgreSQL's greeting never comes (a hung server, a half-open firewall).
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let handle: DatabaseHandle;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    handle = await openDatabase({ kind: 'postgres', url: `postgres://portal@127.0.0.1:${port}/postgres` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await handle.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it(`holds a request no longer than the pool's connect timeout (${CONNECT_TIMEOUT_MS} ms), then answers 503`, async () => {
    const { response, ms } = await timed(appOn(handle).request('/api/Agency/BusinessTypes'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + PROMPT_MS);
  });
});

const binaries = postgresBinDir();
if (process.env.TEST_DATABASE_URL || binaries)
  describe('PostgreSQL stopped and started again under a running app', () => {
    let cluster: PrivateCluster;
    let handle: DatabaseHandle;
    let app: ReturnType<typeof appOn>;
    let token: string;
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');

    beforeAll(async () => {
      cluster = await startPrivateCluster();
      handle = await openDatabase({ kind: 'postgres', url: cluster.url });
      await handle.migrate();
      await handle.db
        .insert(users)
        .values({ username: 'outage', email: 'outage@example.com', passwordHash: await hashPassword(DEMO_PASSWORD), emailConfirmedAt: new Date() });
      app = appOn(handle);
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
      await cluster?.destroy();
    });
    beforeEach(() => vi.clearAllMocks());

    const login = () =>
      app.request('/api/Account/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'outage', password: DEMO_PASSWORD }),
      });
    const me = (headers: Record<string, string> = {}) => app.request('/api/Account/User', { headers: { authorization: `Bearer ${token}`, ...headers } });

    async function expectServing() {
      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      token = ((await signedIn.json()) as { accessToken: string }).accessToken;
      const user = await me();
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ username: 'outage' });
      const ready = await app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ok', database: 'up' });
    }

    it('serves while the database is up', async () => {
      await expectServing();
    });

    it('while it is stopped: 503 with Retry-After and the localized message, promptly; readiness down, liveness up', async () => {
      // A query under way when the server shuts down fails with its 57P01, through Drizzle's wrapper.
      const inFlight = handle.db.execute(sql`select pg_sleep(30)`).then(
        () => null,
        (failure: unknown) => failure,
      );
      await vi.waitFor(async () => {
        const { rows } = (await handle.db.execute(sql`select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%'`)) as unknown as {
          rows: { n: number }[];
        };
        expect(rows[0]!.n).toBeGreaterThan(0);
      });
      await cluster.stop();
      expect(databaseUnreachableReason(await inFlight)).toBe('57P01');

      await expectUnavailable(me());
      await expectUnavailable(me({ 'accept-language': 'en-GB,en;q=0.9' }), EN_MESSAGE);
      await expectUnavailable(login());
      await expectUnavailable(app.request('/api/Agency/BusinessTypes'));
      const ready = await timed(app.request('/api/ready'));
      expect(ready.response.status).toBe(503);
      expect(ready.response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(ready.response.headers.get('cache-control')).toBe('no-store');
      expect(await ready.response.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(ready.ms).toBeLessThan(PROMPT_MS);
      expect((await app.request('/api/health')).status).toBe(200);

      // One warning line for the whole outage, no error with a stack per request.
      expect(error).not.toHaveBeenCalled();
      const lines = warn.mock.calls.map((args) => args.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[backend\] database unreachable \(\w+\): answering 503/);
    });

    it('answers normally again once it is started, with no restart of the app', async () => {
      await cluster.start();
      await expectServing();
      expect(error).not.toHaveBeenCalled();
    });
  });
