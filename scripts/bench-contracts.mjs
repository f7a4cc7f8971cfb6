// Contracts section of `npm run bench`: GET …/Contracts page 1 (20 rows,
// newest first, with its total) through the API in-process (app.request:
// routing, auth, scope, filters, SQL) with 100,000 contracts in the
// database, for an administrator (every agency), an agency admin (one
// agency) and an agent (own contracts), plus a status filter and a text
// search. Target: p50 ≤ 50 ms on PGlite; set BENCH_DATABASE_URL to run it on
// PostgreSQL. The data set is generated like `npm run db:seed -- --contracts
// N` (BENCH_CONTRACTS, default 100000); BENCH_DATA_DIR reuses an embedded
// database seeded that way instead of generating one in memory.
// Runs under tsx (it imports the TypeScript backend): node --import tsx scripts/bench-contracts.mjs
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { seedBulkContracts } from '../backend/demo/contracts/bulk.ts';
import { openDatabase } from '../backend/db/client.ts';
import { agencies, contracts, users } from '../backend/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed.ts';

const WANTED = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_CONTRACTS_ITERATIONS ?? 200);
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
const target = url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir ? path.resolve(dataDir) : null };
const handle = await openDatabase(target);

async function percentiles(call) {
  for (let i = 0; i < 20; i += 1) await (await call()).arrayBuffer(); // warm-up
  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = process.hrtime.bigint();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`list answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

try {
  await handle.migrate();
  const files = memoryFileStorage();
  await seedDemoData(handle.db, { files });
  const [{ n: present }] = await handle.db.select({ n: count() }).from(contracts);
  if (present < WANTED) {
    const started = Date.now();
    process.stdout.write(`Generating ${WANTED - present} contracts on ${handle.kind}…`);
    await seedBulkContracts(handle.db, WANTED - present);
    console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const [{ n: total }] = await handle.db.select({ n: count() }).from(contracts);

  const app = benchApp(handle.db, url, files);
  const token = async (username) => {
    const response = await app.request('/api/Account/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    return (await response.json()).accessToken;
  };
  const [milano] = await handle.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Agenzia Milano'));
  const [agent] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
  const [{ n: agentOwn }] = await handle.db
    .select({ n: count() })
    .from(contracts)
    .where(inArray(contracts.createdById, [agent.id]));

  const cases = [
    ['administrator, every agency', 'admin', ''],
    ['agency admin, Agenzia Milano', 'agencyadmin', ''],
    [`agent, own contracts (${agentOwn} in two agencies)`, 'agent', ''],
    ['administrator, status=active,closed', 'admin', '&status=active,closed'],
    ['administrator, text search "Adriatica"', 'admin', '&q=Adriatica'],
    ['administrator, sort by monthly payment', 'admin', '&sort=monthlyPayment&direction=desc'],
  ];
  console.log(
    `\nGET /api/Agency/{id}/Contracts page 1 (20 rows + total), ${total} contracts, in-process on ${handle.kind}, ${ITERATIONS} sequential calls each`,
  );
  console.log('case                                                  p50 ms   p95 ms   p99 ms');
  for (const [title, username, query] of cases) {
    const bearer = `Bearer ${await token(username)}`;
    const call = () => app.request(`/api/Agency/${milano.id}/Contracts?page=1&pageSize=20${query}`, { headers: { authorization: bearer } });
    const first = await call();
    const { total: rows } = await first.json();
    const { p50, p95, p99 } = await percentiles(call);
    console.log(`${`${title} → ${rows}`.padEnd(52)} ${p50.padStart(8)} ${p95.padStart(8)} ${p99.padStart(8)}`);
  }
  console.log('target: p50 ≤ 50 ms on PGlite');
} finally {
  await handle.close();
}
