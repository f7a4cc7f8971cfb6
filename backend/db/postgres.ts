// The PostgreSQL side of backend/db/client.ts (DATABASE_URL): a pg Pool behind Drizzle, imported only when a
// target names PostgreSQL, so the embedded default does not load pg.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client';
import { syncLifecycleTables } from './lifecycle-tables';
import { databaseOutage } from './outage-log';
import * as schema from './schema';
import { databaseUnreachableReason } from './unreachable';

/** Any constant: it names the advisory lock that serialises migrations of several instances. */
const MIGRATION_LOCK_KEY = 734_221_901;

/**
 * How long a request may wait for a connection (a new one, or a free one of the pool's 10) before it fails with a
 * 503: pg waits for ever by default, and a database host that drops packets would hold every request for minutes.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not crash the process; the pool replaces it when next asked, which is
  // how the API recovers by itself once the database is back. A shutdown is one line in the outage log.
  pool.on('error', (error) => {
    const reason = databaseUnreachableReason(error);
    if (reason) databaseOutage.unreachable(reason, false);
    else console.error('[backend] PostgreSQL pool error:', error.message);
  });
  pool.on('connect', () => databaseOutage.reachable());
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    jobs: { kind: 'postgres', url },
    async migrate() {
      // Several portal instances may start together against one database.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
        await syncLifecycleTables(drizzlePg({ client, schema }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
