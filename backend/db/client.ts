// Opens the database: PGlite in DATA_DIR/pglite (embedded default, under an
// exclusive lock) or a pg Pool on DATABASE_URL. Both give one Drizzle type.
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './lock';
import { syncLifecycleTables } from './lifecycle-tables';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database inside a transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir null: in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

/** What the job queue connects with (backend/jobs/pg-boss-queue.ts): its own pool on PostgreSQL, the same PGlite embedded. */
export type JobsConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  jobs: JobsConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite: the bytes of its WebAssembly memory (it grows, never shrinks), for the memory bench. */
  wasmBytes?(): number;
}

/** Resolved from the working directory: the repo root for next start, the standalone backend and tests. */
export const MIGRATIONS_FOLDER = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'backend/db/migrations');

export function targetOf(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
}

/** pg and its Drizzle driver load only for DATABASE_URL: the embedded default never needs them (docs/deploy.md, "Memory"). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? (await import('./postgres')).openPostgres(target.url) : openPglite(target.dataDir);
}

/** What every PGlite of the portal loads: pg_trgm for the lists' text search (migration 0016). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The embedded database's memory: PGlite's WebAssembly memory grows to what PostgreSQL once touched and never
 * shrinks, and its floor is 128 MB. At PostgreSQL's defaults (shared_buffers 128MB, maintenance_work_mem 64MB) it
 * reaches 189 MB at start and more after an index build; with these it stays at the floor, and the contracts search
 * and statistics benches keep their budgets (docs/deploy.md, "Memory"). PostgreSQL (DATABASE_URL) keeps its own.
 */
const PGLITE_MEMORY_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];
/** PGlite's own start parameters plus the memory settings, as `-c name=value` pairs. */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])];

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const lock = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
    const client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite'), options) : await PGlite.create(options);
    // Every page of an embedded database is in memory: a random read costs what a sequential one does. At the
    // default 4 the planner scans 5,000 companies with ILIKE rather than use their trigram index (5 → 1 ms).
    await client.exec('SET random_page_cost = 1.1');
    return pgliteHandle(client, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Wraps an opened PGlite; `onClose` runs after it is closed (the lock's release). */
export function pgliteHandle(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  keepScalarParsers(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    jobs: { kind: 'pglite', client },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await syncLifecycleTables(db);
    },
    wasmBytes: () => client.Module?.HEAPU8?.byteLength ?? 0,
    async close() {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * PGlite adds a parser for each of the catalogue's ~300 array types to `client.parsers`, and copies that object on
 * every query that brings parsers of its own, which Drizzle's queries always do: about 90 KB and 0.1 ms per query
 * (measured), several times per request. The portal reads no array-typed result (Drizzle parses its array columns from the text
 * itself), so only PGlite's scalar parsers stay (docs/deploy.md, "Memory").
 */
function keepScalarParsers(client: PGlite): void {
  client.parsers = Object.fromEntries(Object.entries(client.parsers).filter(([type]) => type in pgliteTypes.parsers));
}
