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
import { type JobHandle, allJobs, startArchivingJob, startEndOfTermJob } from './jobs/scheduler';
import { createMailDeps } from './mail';

export { inProcessBindings } from './http/client-ip';

interface Instance {
  config: BackendConfig;
  handle: DatabaseHandle;
  /** the daily archiving and end-of-term run (docs/domain.md), in whichever process opens the database */
  jobs: JobHandle;
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
  return { config, handle, jobs: allJobs(startArchivingJob(handle.db), startEndOfTermJob(handle.db, createMailDeps(config.dataDir))) };
}

let current: { handle: DatabaseHandle; app: App } | undefined;

function appFor({ handle, config }: Instance): App {
  if (current?.handle !== handle) current = { handle, app: createApp({ db: handle.db, config }) };
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
  await instance();
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
  running?.jobs.stop();
  await running?.jobs.firstRun;
  await running?.handle.close();
}
