// One seeded database and app per test file, a clock that can jump ahead,
// the typed calls to its API (`api`, ./api-caller.ts) and the raw `request`
// for the probes that send what no route declares.
import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { createApp } from '@/backend/app';
import { hashPassword } from '@/backend/auth/passwords';
import { type BackendConfig, WEBHOOK_DEFAULTS } from '@/backend/config';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { createJobQueue } from '@/backend/jobs/pg-boss-queue';
import { DEMO_PASSWORD, seedDemoData } from '@/backend/demo/seed';
import type { MailMessage, MailSetup } from '@/backend/mail';
import { type TokenPairBody, typedApi } from './api-caller';
import { type TestDatabase, createTestDatabase } from './test-db';

export type { ErrorBody, TokenPairBody } from './api-caller';

export const TEST_CONFIG: BackendConfig = {
  dataDir: '/nonexistent/test-data-dir',
  databaseUrl: undefined,
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlDays: 30,
  port: 0,
  // The tests stand in for one reverse proxy: X-Forwarded-For's last entry is the client.
  trustProxy: 1,
  seedDemoData: 'never',
  webhooks: { ...WEBHOOK_DEFAULTS, allowPrivateTargets: false, secretsKey: 'test-webhook-key-test-webhook-key-0123456789' },
};

/** Real time plus an offset that tests move forward. */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/**
 * E-mails of the app under test, kept in memory (tests read the links from them). They go out as jobs of the
 * app's queue (backend/mail/job.ts): `mailAfter(count)` waits for the message that follows the first `count`,
 * so a test reads a message once the mailer has it, never after a guessed pause.
 */
/** A job is usually worked within milliseconds (NOTIFY); a loaded machine may take longer. */
const MAIL_WAIT = { timeout: 5_000, interval: 20 };

export function captureMail(publicBaseUrl = 'https://portal.example') {
  const sent: MailMessage[] = [];
  const mail: MailSetup = {
    publicBaseUrl,
    mailer: {
      kind: 'outbox',
      async send(message) {
        sent.push(message);
      },
    },
  };
  const mailAfter = (count: number): Promise<MailMessage> =>
    vi.waitFor(() => {
      const message = sent[count];
      if (!message) throw new Error(`e-mail ${count + 1} has not reached the mailer`);
      return message;
    }, MAIL_WAIT);
  return { mail, sent, mailAfter };
}

/** Idle workers look for due jobs (retries, delayed ones) every half second, pg-boss's shortest, so tests wait little. */
export const TEST_POLLING_SECONDS = 0.5;

export async function setupTestApp(options: { seed?: boolean; config?: Partial<BackendConfig>; mail?: MailSetup } = {}) {
  const database: TestDatabase = await createTestDatabase();
  const db: Database = database.handle.db;
  // Pictures and content live in memory: tests never write into ./data.
  const files = memoryFileStorage();
  if (options.seed !== false) await seedDemoData(db, { files });
  const clock = new TestClock();
  const config = { ...TEST_CONFIG, ...options.config };
  const mail = options.mail ?? captureMail().mail;
  // The same queue as the server's, on the test's database (pg-boss installs its schema there).
  const queue = createJobQueue(database.handle.jobs, { pollingIntervalSeconds: TEST_POLLING_SECONDS });
  await queue.start();
  const app = createApp({ db, config, clock: clock.now, mail, adapters: { files }, queue });

  /**
   * The raw call, untyped: for the probes that send what no route declares (a malformed path,
   * body or method, an oversized body, a file upload) or read what is no JSON operation (the
   * OpenAPI document, a file). Every other call goes through `api`.
   */
  /** A call answers once the jobs it sent (its e-mails) are done, so a test reads what they did right after it. */
  const call = async (...args: Parameters<typeof app.request>) => {
    const response = await app.request(...args);
    await queue.idle();
    return response;
  };

  const request = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string } = {}) =>
    call(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });

  const login = (username: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
    api.post('/api/Account/Login', { json: { username, password }, headers });

  /** Signs in and returns the token pair, failing loudly otherwise. */
  const signIn = async (username: string, password = DEMO_PASSWORD): Promise<TokenPairBody> => (await login(username, password)).body;

  const tokens = new Map<string, Promise<string>>();
  /** A demo user's access token, signed in once per file. */
  const tokenOf = (username: string) => {
    if (!tokens.has(username))
      tokens.set(
        username,
        signIn(username).then((pair) => pair.accessToken),
      );
    return tokens.get(username)!;
  };
  const api = typedApi((path, init) => call(path, init), tokenOf);

  const createUser = async (username: string, password = DEMO_PASSWORD, extra: { deactivated?: boolean; emailConfirmedAt?: Date | null } = {}) => {
    const [row] = await db
      .insert(users)
      // Confirmed, like the demo accounts: sign-in waits for the e-mail confirmation (issue 6).
      .values({ username, email: `${username}@example.com`, passwordHash: await hashPassword(password), emailConfirmedAt: new Date(), ...extra })
      .returning();
    return row!;
  };

  const userId = async (username: string) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return row!.id;
  };

  const close = async () => {
    await queue.stop();
    await database.drop();
  };

  return { app, db, clock, config, queue, kind: database.kind, handle: database.handle, api, request, login, signIn, tokenOf, createUser, userId, close };
}

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;
