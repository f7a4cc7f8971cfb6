// npm run bench: pricing a 50-line cart in the API (scripts/bench-pricing.mjs),
// the contracts list's page 1 with 100,000 contracts (scripts/bench-contracts.mjs;
// BENCH_CONTRACTS=0 skips it), the first-load JS of the catalogue and cart
// routes from the build (scripts/bench-bundle.mjs), then what the BFF costs:
// GET /api/Account/User straight to the standalone API, through nginx in front
// of it, through the portal to that API over HTTP, and through the portal with
// the API in-process; same machine, same load (autocannon; scripts/bench-bff.mjs).
// Between the bundle and the BFF sections: the time to first byte of /contracts
// (page 1 newest first, one filtered view and two searches) with 100,000
// contracts against a small page of the same build (/users) (BENCH_PAGES=0
// skips it); with BENCH_DATABASE_URL, again on that PostgreSQL (the contracts
// section fills it first: BENCH_CONTRACTS=1000000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portalCookie, waitFor } from './bench-kit.mjs';

// BENCH_PORT_OFFSET moves every port the bench listens on (two checkouts side by side).
const port = (base) => String(base + Number(process.env.BENCH_PORT_OFFSET ?? 0));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const children = [];

function start(name, args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

// TTFB section (issue 5): `next start` over an embedded database with
// BENCH_PAGES_CONTRACTS generated contracts (seeded like `npm run db:seed --
// --contracts N`, or BENCH_PAGES_DATA_DIR already seeded that way), signed in
// as the administrator (every agency). Each page is fetched sequentially; the
// first byte is the first chunk of the body, "complete" its last byte, which
// is when the table has arrived (the page streams its loading skeleton first).
// The floor is /users: the same secured shell and session, a list of nine accounts.
// With BENCH_DATABASE_URL the same pages run a second time with the portal on
// that PostgreSQL (issue 16: the whole page ≤ 60 ms p50 at 1,000,000, search
// included).
const PAGE_CONTRACTS = Number(process.env.BENCH_PAGES_CONTRACTS ?? 100_000);
const PAGE_RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 40);
const PAGES = [
  ['/users (the floor: shell, session, 9 accounts)', '/users'],
  ['/contracts (page 1, newest first)', '/contracts'],
  ['/contracts?status=active,closed', '/contracts?status=active,closed'],
  ['/contracts?q=Adriatica (a company-name search)', '/contracts?q=Adriatica'],
  ['/contracts?q=123 (digits: numbers, VAT, names)', '/contracts?q=123'],
];

async function timedPage(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let chunk = await reader.read();
  const firstByte = performance.now() - started;
  let html = '';
  while (!chunk.done) {
    html += decoder.decode(chunk.value, { stream: true });
    chunk = await reader.read();
  }
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { firstByte, complete: performance.now() - started, html };
}

const median = (values, q = 0.5) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** The embedded database of the pages section: BENCH_PAGES_DATA_DIR, or one seeded here. */
function seededDataDir() {
  if (process.env.BENCH_PAGES_DATA_DIR) return path.resolve(process.env.BENCH_PAGES_DATA_DIR);
  const dataDir = path.join(root, 'pages');
  const seed = ['node_modules/tsx/dist/cli.mjs', 'backend/demo/cli-seed.ts', '--contracts', String(PAGE_CONTRACTS)];
  if (spawnSync(process.execPath, seed, { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } }).status !== 0)
    throw new Error('seeding the pages database failed');
  return dataDir;
}

/** `next start` on one database (`env`: DATA_DIR or DATABASE_URL), the pages timed in turn, one table printed. */
async function timePages(database, env, budget) {
  const base = `http://127.0.0.1:${port(3312)}`;
  const portal = start('portal-pages', ['node_modules/next/dist/bin/next', 'start', '-p', port(3312)], {
    ...env,
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghijkl',
    COOKIE_SECURE: 'false',
  });
  try {
    await waitFor(`${base}/login`);
    const cookie = await portalCookie(base);
    const rows = [];
    for (const [title, pagePath] of PAGES) {
      for (let i = 0; i < 5; i += 1) await timedPage(base + pagePath, cookie); // warm-up
      const runs = [];
      for (let i = 0; i < PAGE_RUNS; i += 1) runs.push(await timedPage(base + pagePath, cookie));
      const shown = runs[0].html.match(/data-testid="contracts-count"[^>]*>([^<]*)</)?.[1];
      rows.push({ title, shown, first: runs.map((r) => r.firstByte), complete: runs.map((r) => r.complete) });
    }
    const [floor] = rows;
    const total = rows[1].shown?.replace(/^.*(?:di|of)\s*/, '') ?? '?';
    console.log(
      `\nPages of the same build over ${database}, ${total} in the default view (archived apart) (next start, administrator), ${PAGE_RUNS} sequential requests each, ${os.cpus().length} cores`,
    );
    console.log('page                                               first byte p50/p95 ms   complete p50/p95 ms   ratio to floor (first, complete)');
    for (const row of rows) {
      const cell = (values) => `${median(values).toFixed(1)} / ${median(values, 0.95).toFixed(1)}`;
      const ratio = `${(median(row.first) / median(floor.first)).toFixed(2)}×, ${(median(row.complete) / median(floor.complete)).toFixed(2)}×`;
      const shown = row === floor ? '' : `   shows "${row.shown ?? '?'}"`;
      console.log(`${row.title.padEnd(50)} ${cell(row.first).padStart(20)} ${cell(row.complete).padStart(21)}   ${ratio}${shown}`);
    }
    console.log(`targets: ${budget} (read on "complete": the first byte is the skeleton)`);
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
  }
}

async function pagesTtfb() {
  const generated = process.env.BENCH_PAGES_DATA_DIR ? 'a seeded data set' : `${PAGE_CONTRACTS} generated contracts`;
  await timePages(`${generated} (PGlite in-process)`, { DATA_DIR: seededDataDir() }, '/contracts ≤ 2× the floor and ≤ 100 ms p50');
  const url = process.env.BENCH_DATABASE_URL;
  if (url)
    await timePages('PostgreSQL (BENCH_DATABASE_URL)', { DATABASE_URL: url }, 'every /contracts page ≤ 60 ms p50 at 1,000,000 contracts, search included');
}

// BENCH_ONLY=auth,pricing,import,contracts,stats,bundle,pages,lighthouse,bff,memory runs just those sections.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (section) => !only || only.includes(section);

try {
  // Pricing section: a 50-line cart through the API in-process (needs no build).
  // Auth section: what the live-session check adds to every authenticated call (needs no build).
  if (wanted('auth') && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-auth.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  if (wanted('pricing') && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-pricing.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Import section: a 10,000-row catalogue file, dry run and commit, in-process (needs no build).
  if (wanted('import') && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-import.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Contracts section: the list's page 1 in-process over a generated data set (needs no build either).
  if (
    wanted('contracts') &&
    process.env.BENCH_CONTRACTS !== '0' &&
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-contracts.mjs'], { stdio: 'inherit' }).status !== 0
  )
    process.exit(1);
  // Statistics section: every metric in-process over a generated data set (needs no build).
  if (
    wanted('stats') &&
    process.env.BENCH_STATS_CONTRACTS !== '0' &&
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-stats.mjs'], { stdio: 'inherit' }).status !== 0
  )
    process.exit(1);
  if (spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // First-load JS of the catalogue and cart routes, read from that build (scripts/bench-bundle.mjs).
  if (wanted('bundle') && spawnSync(process.execPath, ['scripts/bench-bundle.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // TTFB of /contracts with 100,000 contracts against /users of the same build, and on BENCH_DATABASE_URL (pagesTtfb above).
  if (wanted('pages') && process.env.BENCH_PAGES !== '0') await pagesTtfb();
  // Lighthouse, mobile profile, on five routes (scripts/bench-lighthouse.mjs).
  if (wanted('lighthouse') && spawnSync(process.execPath, ['scripts/bench-lighthouse.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // The BFF section: GET /api/Account/User straight, through nginx, through the portal over HTTP, and in-process (scripts/bench-bff.mjs).
  if (wanted('bff') && spawnSync(process.execPath, ['scripts/bench-bff.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Server memory under mixed signed-in load, and where it goes (scripts/bench-memory.mjs).
  if (wanted('memory') && spawnSync(process.execPath, ['scripts/bench-memory.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
} finally {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => fs.rmSync(root, { recursive: true, force: true }), 1500);
}
