// `npm run db:seed`: migrates, then adds the demo data of DESIGN §9 where it
// is missing (safe to repeat). Goes through the same DATA_DIR lock as the server.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, targetOf } from './client';
import { seedDemoData } from './seed';

const USAGE = 'Usage: npm run db:seed [-- --help]';

async function main() {
  // strict: an option this version does not know yet fails loudly instead of being ignored.
  let values: { help?: boolean };
  try {
    ({ values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(targetOf(config));
  try {
    await handle.migrate();
    const summary = await seedDemoData(handle.db);
    console.info(`Demo data ready (${handle.kind}): ${summary.agenciesCreated} agencies and ${summary.usersCreated} accounts added.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
