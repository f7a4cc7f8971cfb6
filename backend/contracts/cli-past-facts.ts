// `npm run contracts:past-facts [-- --json]`: the contracts in activation or
// running whose units lack a serial or a DDT, or that run with no confirmed
// delivery (./past-facts.ts). Reads only; on the embedded database stop the
// server first (it holds DATA_DIR's lock).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, targetOf } from '../db/client';
import { contractsPastTheirFacts } from './past-facts';

const USAGE = 'Usage: npm run contracts:past-facts [-- --json]';

async function main() {
  let values: { help?: boolean; json?: boolean };
  try {
    ({ values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const handle = await openDatabase(targetOf(loadConfig()));
  try {
    const found = await contractsPastTheirFacts(handle.db);
    if (values.json) {
      console.info(JSON.stringify(found, null, 2));
      return;
    }
    if (found.length === 0) {
      console.info('No contract in activation or running lacks its serials, DDTs or delivery.');
      return;
    }
    console.info(`${found.length} contracts to complete on the order page:`);
    for (const c of found) {
      const missing = c.missing.map((m) => (m.count === undefined ? m.code : `${m.code} (${m.count})`)).join(', ');
      console.info(`${c.number}\t${c.agency}\t${c.status}\t${missing}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
