// `npm run db:migrate`: applies the committed migrations to the configured
// database. On the embedded one it takes the DATA_DIR lock, so it refuses to
// run beside a started portal instead of corrupting its data.
import { loadConfig } from '../config';
import { openDatabase, targetOf } from './client';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(targetOf(config));
  try {
    await handle.migrate();
    console.info(`Migrations applied (${handle.kind}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
