// `npm run db:seed`: migrates, then adds the demo data (docs/domain.md) where it
// is missing (safe to repeat). `-- --contracts N` then adds N generated
// contracts for benchmarks. Goes through the same DATA_DIR lock as the server.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, targetOf } from '../db/client';
import { seedBulkContracts } from './contracts/bulk';
import { seedDemoData } from './seed';

const USAGE = 'Usage: npm run db:seed [-- --contracts N] [-- --help]';
const MAX_GENERATED = 5_000_000;

async function main() {
  // strict: an option this version does not know yet fails loudly instead of being ignored.
  let values: { help?: boolean; contracts?: string };
  try {
    ({ values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' }, contracts: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const generated = values.contracts === undefined ? 0 : Number(values.contracts);
  if (!Number.isInteger(generated) || generated < 0 || generated > MAX_GENERATED) {
    throw new Error(`--contracts takes a whole number from 0 to ${MAX_GENERATED}\n${USAGE}`);
  }
  const config = loadConfig();
  const handle = await openDatabase(targetOf(config));
  try {
    await handle.migrate();
    const summary = await seedDemoData(handle.db);
    console.info(`Demo data ready (${handle.kind}): ${summary.agenciesCreated} agencies and ${summary.usersCreated} accounts added.`);
    if (generated > 0) {
      const started = Date.now();
      await seedBulkContracts(handle.db, generated, { onBatch: (done) => process.stdout.write(`\r${done} / ${generated} contracts`) });
      console.info(`\nGenerated ${generated} contracts in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
