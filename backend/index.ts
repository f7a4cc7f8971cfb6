// The portal's entry into the backend. The database opens on first use, never
// at import time (`next build` imports this module). Next.js may load this
// file from several bundles (proxy, route handlers, instrumentation) within
// one process, so the opened database lives on globalThis: one database, one
// lock. The Hono app is cheap and stays per module copy, so code reloaded by
// `next dev` serves requests with its new handlers on the same database.
import { type App, createApp } from './app';
import { type BackendConfig, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { openPreparedDatabase } from './prepare-database';
import { createJobQueue } from './jobs/pg-boss-queue';
import type { JobQueue } from './jobs/queue';
import { runRecurringJobsAtStart } from './jobs/scheduler';
import { sweepAtStart } from './webhooks/dispatch';

export { inProcessBindings } from './http/client-ip';

interface Instance {
  config: BackendConfig;
  handle: DatabaseHandle;
  /** the background jobs on the same database (e-mails, the nightly archiving), worked by every process that opens it */
  queue: JobQueue;
}

interface Slot {
  starting?: Promise<Instance>;
}

const SLOT_KEY = Symbol.for('agency-portal.backend.database');

function slot(): Slot {
  const scope = globalThis as typeof globalThis & { [SLOT_KEY]?: Slot };
  scope[SLOT_KEY] ??= {};
  return scope[SLOT_KEY];
}

async function start(): Promise<Instance> {
  const config = loadConfig();
  const handle = await openPreparedDatabase(config);
  const queue = createJobQueue(handle.jobs);
  try {
    await queue.start();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return { config, handle, queue };
}

let current: { handle: DatabaseHandle; app: App } | undefined;

function appFor({ handle, config, queue }: Instance): App {
  if (current?.handle !== handle) current = { handle, app: createApp({ db: handle.db, config, queue }) };
  return current.app;
}

function instance(): Promise<Instance> {
  const s = slot();
  // A failed start is forgotten, so the next call retries (e.g. once another
  // process has released DATA_DIR) instead of failing forever.
  s.starting ??= start().catch((error: unknown) => {
    s.starting = undefined;
    throw error;
  });
  return s.starting;
}

/** Opens, migrates and (embedded, empty) seeds the database; call at server start so a locked DATA_DIR fails early. */
export async function warmUpBackend(): Promise<void> {
  // The app registers the job workers: made now, so jobs run before the first request.
  const running = await instance();
  appFor(running);
  await runRecurringJobsAtStart(running.queue);
  await sweepAtStart(running.queue, running.config.webhooks);
}

/**
 * `env`: the standalone server passes Node's bindings (the socket address);
 * the portal in-process passes inProcessBindings(the client address it established).
 */
export async function handleApiRequest(request: Request, env?: unknown): Promise<Response> {
  return appFor(await instance()).fetch(request, env);
}

/** The embedded database's WebAssembly memory, when it has started (lib/server/memory-diagnostics.ts). */
export async function backendWasmBytes(): Promise<number | undefined> {
  const running = await slot().starting?.catch(() => undefined);
  return running?.handle.wasmBytes?.();
}

export async function closeBackend(): Promise<void> {
  const s = slot();
  const starting = s.starting;
  s.starting = undefined;
  const running = await starting?.catch(() => undefined);
  await running?.queue.stop();
  await running?.handle.close();
}
