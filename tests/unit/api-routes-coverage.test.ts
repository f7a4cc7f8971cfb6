// The route modules behind the portal's typed calls (backend/api-routes.ts,
// ROUTE_MODULES) hold every JSON operation the API documents: an area left out
// of the list could not be called through `api` or `portalApi` at all. The
// OpenAPI document is the app's own, built without a database (nothing here
// answers a request that reads one).
import { describe, expect, it } from 'vitest';
import { memoryFileStorage } from '@/backend/adapters/files/storage';
import { ROUTE_MODULES } from '@/backend/api-routes';
import { createApp } from '@/backend/app';
import type { Database } from '@/backend/db/client';
import { createJobQueue } from '@/backend/jobs/pg-boss-queue';
import { TEST_CONFIG, captureMail } from '../support/backend/test-app';

/** JSON, but no call of the portal's: the platform's probes. */
const NOT_CALLED = ['GET /api/health', 'GET /api/ready'];

type Responses = Record<string, { content?: Record<string, unknown> }>;

/** As ApiRoutes reads an operation: the 200's JSON, else the 201's, else a 204; a file's answer is not JSON. */
function answersJson(responses: Responses): boolean {
  const success = responses['200'] ?? responses['201'];
  if (success) return success.content?.['application/json'] !== undefined;
  return responses['204'] !== undefined;
}

/** A database that builds whatever query the app prepares at start and is never asked one. */
const inertDatabase: Database = new Proxy(() => undefined, {
  get: (_, property) => (property === 'then' ? undefined : inertDatabase),
  apply: () => inertDatabase,
}) as unknown as Database;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "METHOD path" of every route the modules declare: their route objects, and what their factories make (with each method, for a factory that takes one). */
function declaredRoutes(): Set<string> {
  const keys = new Set<string>();
  const note = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const { method, path } = value as { method?: unknown; path?: unknown };
    if (typeof method === 'string' && typeof path === 'string') keys.add(`${method.toUpperCase()} ${path}`);
  };
  const noAuth = async () => undefined;
  for (const routes of ROUTE_MODULES) {
    for (const [name, value] of Object.entries(routes)) {
      if (!name.endsWith('Route')) continue;
      if (typeof value === 'function') for (const method of METHODS) note((value as (...args: unknown[]) => unknown)(noAuth, method));
      else note(value);
    }
  }
  return keys;
}

describe('backend/api-routes.ts', () => {
  it("lists the modules of every JSON operation of the API's OpenAPI document", async () => {
    // A queue never started, on a server that does not exist: reading the document sends no job.
    const queue = createJobQueue({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = createApp({ db: inertDatabase, config: TEST_CONFIG, mail: captureMail().mail, adapters: { files: memoryFileStorage() }, queue });
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Responses }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method, operation]) => (METHODS as readonly string[]).includes(method) && answersJson(operation.responses))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(80);
    expect(operations).toEqual(expect.arrayContaining(NOT_CALLED));
    const declared = declaredRoutes();
    expect(operations.filter((key) => !declared.has(key) && !NOT_CALLED.includes(key))).toEqual([]);
  });
});
