// The PostgreSQL side of backend/db/client.ts (DATABASE_URL): a pg Pool behind Drizzle, imported only when a
// target names PostgreSQL, so the embedded default does not load pg.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client';
import * as schema from './schema';

/** Any constant: it names the advisory lock that serialises migrations of several instances. */
const MIGRATION_LOCK_KEY = 734_221_901;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[backend] PostgreSQL pool error:', error.message));
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    async migrate() {
      // Several portal instances may start together against one database.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
