// Import section of `npm run bench`: a 10,000-row catalogue file (the demo
// catalogue plus 10,000 new models) through the API in-process: the dry run
// (byte checks, streamed read, every row validated and compared) and the
// commit (one transaction), on an embedded PGlite, or on PostgreSQL when
// BENCH_DATABASE_URL is set. Target: each ≤ 10 s, peak memory (RSS) ≤ 300 MB.
// Runs under tsx (it imports the TypeScript backend): node --import tsx scripts/bench-import.mjs
import { Workbook } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { benchApp } from './bench-app.mjs';
import { memoryFileStorage } from '../backend/adapters/files/storage.ts';
import { openDatabase } from '../backend/db/client.ts';
import { agencies } from '../backend/db/schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../backend/demo/seed.ts';
import { CATALOG_SHEETS } from '../backend/imports/catalog-layout.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const url = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

try {
  await handle.migrate();
  const files = memoryFileStorage();
  await seedDemoData(handle.db, { files });
  const app = benchApp(handle, url, files);
  const login = await app.request('/api/Account/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const { accessToken } = await login.json();
  const [smartcom] = await handle.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'SmartCom'));
  const headers = { authorization: `Bearer ${accessToken}`, 'x-agency-id': String(smartcom.id) };

  const workbook = new Workbook();
  const models = workbook.addWorksheet(CATALOG_SHEETS.models.name);
  models.addRow(CATALOG_SHEETS.models.columns.map((c) => c.key));
  for (let n = 0; n < ROWS; n += 1)
    models.addRow([`BENCH-${n}`, `Modello di prova ${n}`, 'Bench', 'Tablet', 'tablet', 100 + (n % 900), 'available', null, false, true]);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

  // PGlite's WebAssembly heap and the seeding weigh on the process before any import: what the
  // import adds is the resident size sampled while it runs, above the size just before it.
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const dry = await app.request('/api/Import/XLS?fileName=bench.xlsx', { method: 'POST', headers: { ...headers, 'content-type': XLSX }, body: bytes });
  const job = await dry.json();
  const dryMs = performance.now() - started;
  if (dry.status !== 201 || job.status !== 'checked' || job.counts.created !== ROWS)
    throw new Error(`dry run: ${dry.status} ${JSON.stringify(job).slice(0, 300)}`);
  const commitStarted = performance.now();
  const commit = await app.request(`/api/Import/XLS/${job.id}/commit`, { method: 'POST', headers });
  const commitMs = performance.now() - commitStarted;
  if (commit.status !== 200) throw new Error(`commit: ${commit.status} ${(await commit.text()).slice(0, 300)}`);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  console.log(`\nImport: a ${ROWS.toLocaleString('en')}-row catalogue file (${megabytes(bytes.length)} on disk), ${url ? 'PostgreSQL' : 'PGlite'}`);
  console.table([
    { step: 'dry run', ms: Math.round(dryMs), target: '≤ 10,000' },
    { step: 'commit', ms: Math.round(commitMs), target: '≤ 10,000' },
  ]);
  console.log(
    `memory: the import added ${megabytes(peak - baseline)} to the ${megabytes(baseline)} resident before it (target ≤ 300 MB); process peak ${megabytes(peakRss())}`,
  );
} finally {
  await handle.close();
}
