// A seeded app for the catalogue and pricing tests, with the adapters under
// the test's control (an in-memory file storage by default), plus sign-in and
// request helpers (`api` typed by the API's routes, `request` raw). Mirrors helpers/test-app, which cannot pass adapters.
import { createApp } from '@/backend/app';
import type { Adapters } from '@/backend/adapters';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { DEMO_PASSWORD, seedDemoData } from '@/backend/demo/seed';
import { createJobQueue } from '@/backend/jobs/pg-boss-queue';
import { typedApi } from './api-caller';
import { TEST_CONFIG, TEST_POLLING_SECONDS } from './test-app';
import { createTestDatabase } from './test-db';

export async function setupCatalogueApp(adapters: Partial<Adapters> = {}) {
  const database = await createTestDatabase();
  const db = database.handle.db;
  const files = adapters.files ?? memoryFileStorage();
  await seedDemoData(db, { files });
  const queue = createJobQueue(database.handle.jobs, { pollingIntervalSeconds: TEST_POLLING_SECONDS });
  await queue.start();
  const app = createApp({ db, config: TEST_CONFIG, adapters: { ...adapters, files }, queue });
  const tokens = new Map<string, string>();

  const signIn = async (username: string): Promise<string> => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const { accessToken } = (await api.post('/api/Account/Login', { json: { username, password: DEMO_PASSWORD } })).body;
    tokens.set(username, accessToken);
    return accessToken;
  };
  /** The typed calls (./api-caller.ts): `{ as: 'agent' }` signs in once. */
  const api = typedApi((path, init) => app.request(path, init), signIn);

  /** The raw call, as `username` (signed in once and cached) or anonymous when null: for probes and files; JSON operations go through `api`. */
  const request = async (username: string | null, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const token = username ? await signIn(username) : null;
    return app.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  };

  const agencyId = async (name: string) => {
    const { agencies } = await import('@/backend/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name));
    return row!.id;
  };

  return {
    app,
    db,
    files,
    kind: database.kind,
    api,
    request,
    signIn,
    agencyId,
    close: async () => {
      await queue.stop();
      await database.drop();
    },
  };
}

export type CatalogueApp = Awaited<ReturnType<typeof setupCatalogueApp>>;
