// Contracts section of `npm run bench`: GET …/Contracts page 1 (20 rows,
// newest first, with its total, counted up to 10,000) through the API
// in-process (app.request: routing, auth, scope, filters, SQL) with 100,000
// contracts in the database, for an administrator (every agency), an agency
// admin (one agency) and an agent (own contracts), plus a status filter and
// text searches: a company name, a contract-number fragment, a VAT fragment
// and a few digits, each for every agency and for one. Then the plans
// (EXPLAIN ANALYZE, short) of the searches' page and count queries. Targets:
// p50 ≤ 50 ms for the list and ≤ 20 ms for a search on PGlite at 100,000; set
// BENCH_DATABASE_URL to run it on PostgreSQL (target ≤ 50 ms for both at
// 1,000,000: BENCH_CONTRACTS=1000000). The data set is generated like `npm
// run db:seed -- --contracts N` (BENCH_CONTRACTS, default 100000);
// BENCH_DATA_DIR reuses an embedded database seeded that way instead of
// generating one in memory.
// Runs under tsx (it imports the TypeScript backend): node --import tsx scripts/bench-contracts.mjs
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { resolveActor } from '../backend/auth/actor.ts';
import { contractCountQuery, contractPageQuery } from '../backend/contracts/list.ts';
import { ContractListQuerySchema } from '../core/schemas/contracts.ts';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { seedBulkContracts } from '../backend/demo/contracts/bulk.ts';
import { openDatabase } from '../backend/db/client.ts';
import { agencies, companies, contracts, users } from '../backend/db/schema.ts';
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

  const app = benchApp(handle, url, files);
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

  // Search terms taken from the data: a contract's number and a company's VAT number, in part.
  const [middle] = await handle.db
    .select({ number: contracts.number })
    .from(contracts)
    .where(sql`not ${contracts.archived}`)
    .orderBy(contracts.id)
    .offset(Math.floor(total / 2))
    .limit(1);
  const [company] = await handle.db.select({ vat: companies.vatNumber }).from(companies).orderBy(companies.id).offset(1000).limit(1);
  const searches = [
    ['company name', 'Adriatica'],
    ['number fragment', middle.number.slice(-6)],
    ['VAT fragment', (company ?? { vat: '04835210156' }).vat.slice(4, 10)],
    ['digits', '123'],
  ];

  const cases = [
    ['administrator, every agency', 'admin', ''],
    ['agency admin, Agenzia Milano', 'agencyadmin', ''],
    [`agent, own contracts (${agentOwn} in two agencies)`, 'agent', ''],
    ['administrator, status=active,closed', 'admin', '&status=active,closed'],
    ['administrator, sort by monthly payment', 'admin', '&sort=monthlyPayment&direction=desc'],
    ...searches.flatMap(([kind, q]) => [
      [`search ${kind} "${q}", every agency`, 'admin', `&q=${encodeURIComponent(q)}`, true],
      [`search ${kind} "${q}", agency admin`, 'agencyadmin', `&q=${encodeURIComponent(q)}`, true],
    ]),
  ];
  const budget = { list: 50, search: url ? 50 : 20 };
  console.log(
    `\nGET /api/Agency/{id}/Contracts page 1 (20 rows + total up to 10,000), ${total} contracts, in-process on ${handle.kind}, ${ITERATIONS} sequential calls each`,
  );
  console.log('case                                                         p50 ms   p95 ms   p99 ms  budget');
  for (const [title, username, query, search] of cases) {
    const bearer = `Bearer ${await token(username)}`;
    const call = () => app.request(`/api/Agency/${milano.id}/Contracts?page=1&pageSize=20${query}`, { headers: { authorization: bearer } });
    const first = await call();
    const { total: rows, totalCapped } = await first.json();
    const { p50, p95, p99 } = await percentiles(call);
    const limit = search ? budget.search : budget.list;
    const verdict = Number(p50) <= limit ? `≤ ${limit} ok` : `> ${limit} OVER`;
    console.log(`${`${title} → ${totalCapped ? `>${rows}` : rows}`.padEnd(59)} ${p50.padStart(8)} ${p95.padStart(8)} ${p99.padStart(8)}  ${verdict}`);
  }
  console.log(`budget: p50 ≤ ${budget.list} ms for a list page, ≤ ${budget.search} ms for a search (${url ? 'PostgreSQL at 1,000,000' : 'PGlite at 100,000'})`);

  // The plans of the searches' two queries (every agency), short: the nodes, their index conditions and the time.
  const [admin] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const viewer = { actor: await resolveActor(handle.db, admin, milano.id), companyId: null };
  const client = handle.db.$client;
  const explain = async (builder) => {
    const { sql: text, params } = builder.toSQL();
    const { rows } = await client.query(`explain (analyze, costs off, timing off, summary on) ${text}`, params);
    return rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /->|^\S|Index Cond|Execution Time/.test(line) && !/^Planning/.test(line))
      .map((line) => line.replace(/\(actual rows=([\d.]+) loops=([\d.]+)\)/, (_, r, l) => `(rows=${+r}${+l === 1 ? '' : ` ×${+l}`})`))
      .map((line) => `    ${line}`);
  };
  for (const [kind, q] of searches) {
    const query = ContractListQuerySchema.parse({ q, pageSize: '20' });
    console.log(`\nplan, search ${kind} "${q}", every agency: page 1`);
    console.log((await explain(contractPageQuery(handle.db, viewer, query))).join('\n'));
    console.log('  count up to 10,001');
    console.log((await explain(contractCountQuery(handle.db, viewer, query))).join('\n'));
  }
} finally {
  await handle.close();
}
