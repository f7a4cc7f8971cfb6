// Statistics section of `npm run bench`: every metric's table (focus all and
// annual), the overview's cards, funnel and stalled deals, through the API
// in-process (routing, auth, SQL) as the superadministrator, over
// BENCH_STATS_CONTRACTS generated contracts (default 100,000, seeded like
// `npm run db:seed -- --contracts N`; BENCH_STATS_DATA_DIR reuses an embedded
// database seeded that way). Target: p50 ≤ 1 s per call on PGlite over
// 100,000 contracts, on PostgreSQL (BENCH_DATABASE_URL) over 1,000,000.
// Runs under tsx (it imports the TypeScript backend): node --import tsx scripts/bench-stats.mjs
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { seedBulkContracts } from '../backend/demo/contracts/bulk.ts';
import { openDatabase } from '../backend/db/client.ts';
import { agencies, contracts } from '../backend/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed.ts';
import { STATS_CATEGORIES, metricsOf } from '../core/domain/stats.ts';

const WANTED = Number(process.env.BENCH_STATS_CONTRACTS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_STATS_ITERATIONS ?? 5);
const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_STATS_DATA_DIR;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir ? path.resolve(dataDir) : null });

async function percentiles(call) {
  await (await call()).arrayBuffer(); // warm-up
  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = process.hrtime.bigint();
    const response = await call();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`statistics answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), max: times.at(-1) };
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
  const app = benchApp(handle, url, files);
  const login = await app.request('/api/Account/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
  });
  const [smartcom] = await handle.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'SmartCom'));
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}`, 'x-agency-id': String(smartcom.id) };
  const year = new Date().getUTCFullYear();

  const cases = [
    ['Cards (overview, 5 metrics × 2 periods)', '/api/Statistics/Cards'],
    ['Funnel', '/api/Statistics/Funnel'],
    ['Stalled', '/api/Statistics/Stalled'],
    ...STATS_CATEGORIES.flatMap((category) =>
      metricsOf(category).flatMap((metric) => [
        [`${metric} (all)`, `/api/Statistics/${category}/${metric}`],
        [`${metric} (annual ${year})`, `/api/Statistics/${category}/${metric}?focus=annual&year=${year}`],
      ]),
    ),
  ];
  console.log(`\n/api/Statistics as the superadministrator, ${total} contracts, in-process on ${handle.kind}, ${ITERATIONS} sequential calls each`);
  console.log('case                                              p50 ms     max ms');
  let worst = 0;
  for (const [title, path] of cases) {
    const { p50, max } = await percentiles(() => app.request(path, { headers }));
    worst = Math.max(worst, p50);
    console.log(`${title.padEnd(48)} ${p50.toFixed(1).padStart(8)} ${max.toFixed(1).padStart(10)}`);
  }
  console.log(`worst p50: ${worst.toFixed(1)} ms; target: p50 ≤ 1000 ms (PGlite over 100,000 contracts, PostgreSQL over 1,000,000)`);
} finally {
  await handle.close();
}
