// A fresh, migrated database per test file: in-memory PGlite by default, or a
// uniquely named PostgreSQL database when TEST_DATABASE_URL is set (a role
// that may CREATE DATABASE), dropped again afterwards.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '@/backend/db/client';
import { openMigratedPglite } from './pglite-template';

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: DatabaseHandle['kind'];
  /** The PostgreSQL database's URL (another process may open it); null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

async function admin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (adminUrl) {
    const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    dropDatabase = () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
  } else if (options.migrate === false) {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  } else {
    handle = await openMigratedPglite();
  }
  if (options.migrate !== false) await handle.migrate();
  return {
    handle,
    kind: handle.kind,
    url: databaseUrl,
    async drop() {
      await handle.close();
      await dropDatabase();
    },
  };
}
