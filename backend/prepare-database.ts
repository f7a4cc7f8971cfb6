// What every start does before serving: apply the committed migrations, then
// seed the demo data into a brand-new embedded database (docs/domain.md).
import { count } from 'drizzle-orm';
import type { BackendConfig } from './config';
import { type DatabaseHandle, openDatabase, targetOf } from './db/client';
import { users } from './db/schema';
import { seedDemoData } from './demo/seed';

/**
 * PostgreSQL is never seeded automatically: a shared production database
 * must not get demo accounts with a published password; `npm run db:seed` does it on purpose.
 */
async function shouldAutoSeed(handle: DatabaseHandle, config: BackendConfig): Promise<boolean> {
  if (config.seedDemoData !== 'auto' || handle.kind !== 'pglite') return false;
  return hasNoAccount(handle);
}

/** Said at start-up when no one can sign in yet: what to run next. */
export const NO_ACCOUNT_HINT =
  '[backend] The database has no account yet, so nobody can sign in. Create the first superadministrator with ' +
  '`npm run admin:create -- --username NAME --email ADDRESS` (an invitation e-mail, or --print-link for a single-use link), ' +
  'or add the demo data with `npm run db:seed` (not on a production database).';

async function hasNoAccount(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function prepareDatabase(handle: DatabaseHandle, config: BackendConfig): Promise<void> {
  await handle.migrate();
  if (await shouldAutoSeed(handle, config)) {
    const summary = await seedDemoData(handle.db);
    console.info(`[backend] Empty embedded database: seeded demo data (${summary.usersCreated} accounts, password in the README).`);
  } else if (await hasNoAccount(handle)) {
    console.warn(NO_ACCOUNT_HINT);
  }
}

/** Opens the configured database and prepares it; closes it again when preparing fails. */
export async function openPreparedDatabase(config: BackendConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase(targetOf(config));
  try {
    await prepareDatabase(handle, config);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
