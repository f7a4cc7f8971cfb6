// npm run bench: pricing a 50-line cart in the API (scripts/bench-pricing.mjs),
// the contracts list's page 1 with 100,000 contracts (scripts/bench-contracts.mjs;
// BENCH_CONTRACTS=0 skips it), the first-load JS of the catalogue and cart
// routes from the build (scripts/bench-bundle.mjs), then what the BFF costs:
// GET /api/Account/User straight to the standalone API, through the portal to that API over HTTP,
// and through the portal with the API in-process; same machine, same load
// (autocannon).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const children = [];

function start(name, args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

async function waitFor(url, seconds = 90) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function load(title, url, headers) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function portalCookie(base) {
  const response = await fetch(`${base}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'Demo2026!' }),
  });
  if (!response.ok) throw new Error(`portal sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

try {
  // Pricing section: a 50-line cart through the API in-process (needs no build).
  if (spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-pricing.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Contracts section: the list's page 1 in-process over a generated data set (needs no build either).
  if (process.env.BENCH_CONTRACTS !== '0' && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-contracts.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  if (spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // First-load JS of the catalogue and cart routes, read from that build (scripts/bench-bundle.mjs).
  if (spawnSync(process.execPath, ['scripts/bench-bundle.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const next = ['node_modules/next/dist/bin/next', 'start'];
  const secret = 'bench-session-secret-0123456789-abcdefghijkl';
  start('api', ['node_modules/tsx/dist/cli.mjs', 'backend/server.ts'], { DATA_DIR: path.join(root, 'api'), BACKEND_PORT: '4310' });
  start('portal-http', [...next, '-p', '3310'], { DATA_DIR: path.join(root, 'portal-http'), API_BASE_URL: 'http://127.0.0.1:4310', SESSION_SECRET: secret, COOKIE_SECURE: 'false' });
  start('portal-in-process', [...next, '-p', '3311'], { DATA_DIR: path.join(root, 'portal-local'), SESSION_SECRET: secret, COOKIE_SECURE: 'false' });
  await Promise.all([waitFor('http://127.0.0.1:4310/api/health'), waitFor('http://127.0.0.1:3310/login'), waitFor('http://127.0.0.1:3311/login')]);

  const login = await fetch('http://127.0.0.1:4310/api/Account/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo2026!' }),
  });
  const { accessToken } = await login.json();
  const results = [
    await load('standalone API', 'http://127.0.0.1:4310/api/Account/User', { authorization: `Bearer ${accessToken}` }),
    await load('portal → API over HTTP', 'http://127.0.0.1:3310/api/Account/User', { cookie: await portalCookie('http://127.0.0.1:3310') }),
    await load('portal, API in-process', 'http://127.0.0.1:3311/api/Account/User', { cookie: await portalCookie('http://127.0.0.1:3311') }),
  ];

  const [api] = results;
  console.log(`\nGET /api/Account/User, ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores`);
  console.log('target                       req/s     p50 ms   p99 ms   ratio   p99 added');
  for (const row of results) {
    const ratio = row.rps / api.rps;
    console.log(
      `${row.title.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${ratio.toFixed(2).padStart(7)} ${String(row.p99 - api.p99).padStart(9)}`,
    );
  }
  console.log('targets: ratio ≥ 0.85, p99 added ≤ 5 ms');
} finally {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => fs.rmSync(root, { recursive: true, force: true }), 1500);
}
