// The memory section of npm run bench (BENCH_ONLY=memory): `next start` on a
// fresh embedded database (the demo seed), signed in as the administrator,
// under mixed load for BENCH_MEMORY_SECONDS (default 120; the budget speaks of
// 30 minutes: 1800): API reads through the BFF and page renders, 8
// connections. The server's RSS is sampled every 5 s; where the memory goes
// comes from the server itself (BENCH_DIAGNOSTICS, lib/server/memory-diagnostics.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SESSION_SECRET, cpuMs, port, portalCookie, startChild, stopChildren, waitFor } from './bench-kit.mjs';

const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 120);
const WARM_UP_SECONDS = Number(process.env.BENCH_MEMORY_WARMUP ?? 30);
const CONNECTIONS = 8;
const MB = 1024 * 1024;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-memory-'));
const children = [];
const base = `http://127.0.0.1:${port(3313)}`;
const diagnostics = path.join(root, 'memory.json');
/** Where the server writes its report on SIGUSR2 (the 2-second reports would overwrite it in `diagnostics`). */
const afterCollection = `${diagnostics}.gc`;

/** The mix: API reads through the BFF and whole page renders. */
const MIX = ['/api/Account/User', '/contracts', '/api/Account/Agencies', '/users', '/api/Agency/BusinessTypes', '/products', '/customers'];

/**
 * What `npm start` runs the server with: its environment assignments and node's flags, read from package.json so
 * the bench measures the same settings (docs/deploy.md, Memory).
 */
function startSettings() {
  const words = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start.split(/\s+/);
  const env = Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=')));
  const afterNode = words.slice(words.indexOf('node') + 1);
  const nodeFlags = afterNode.slice(
    0,
    afterNode.findIndex((word) => !word.startsWith('--')),
  );
  return { env, nodeFlags };
}

/**
 * The server's resident memory by kind of mapping (Linux /proc/<pid>/smaps): V8 allocates its heap in 256 KB pages
 * and keeps freed ones pooled, so those pages can exceed the JS heap's own total; malloc's main heap and arenas
 * (MALLOC_ARENA_MAX), files (node, native addons), the rest of anonymous memory (PGlite's wasm memory among it).
 */
function mappings(pid) {
  const resident = { 'V8 pages': 0, 'malloc heap': 0, files: 0, 'other anonymous': 0 };
  let kind = 'other anonymous';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const size = parseInt(head[2], 16) - parseInt(head[1], 16);
      const name = head[3];
      kind = name === '[heap]' ? 'malloc heap' : name.startsWith('/') ? 'files' : !name && size === 256 * 1024 ? 'V8 pages' : 'other anonymous';
    } else if (line.startsWith('Rss:')) resident[kind] += Number(line.split(/\s+/)[1]) * 1024;
  }
  return Object.entries(resident)
    .map(([name, bytes]) => `${name} ${mb(bytes)}`)
    .join(', ');
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const mb = (bytes) => (bytes === undefined ? '?' : `${(bytes / MB).toFixed(0)} MB`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS, and the server's own report after a full garbage collection (SIGUSR2, lib/server/memory-diagnostics.ts). */
async function checkpoint(pid) {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await sleep(100);
    if (!fs.existsSync(afterCollection)) continue;
    const report = JSON.parse(fs.readFileSync(afterCollection, 'utf8'));
    if (report.trigger === 'signal' && Date.parse(report.at) >= asked - 1) return { rss: rssOf(pid), report, mappings: mappings(pid) };
  }
  throw new Error('the server wrote no memory report on SIGUSR2');
}

function run(cookie, seconds) {
  const requests = MIX.map((pathname) => ({ method: 'GET', path: pathname, headers: { cookie } }));
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests });
}

function where(label, { rss, report: r, mappings: byMapping }) {
  const rest = rss - r.heapTotal - r.external;
  const otherExternal = r.external - r.arrayBuffers - (r.pgliteWasm ?? 0);
  const spaces = Object.entries(r.heapSpaces)
    .filter(([, used]) => used > 4 * MB)
    .map(([name, used]) => `${name.replace(/_space$/, '')} ${mb(used)}`)
    .join(', ');
  console.log(
    `${label.padEnd(16)} RSS ${mb(rss).padStart(7)} = JS heap ${mb(r.heapTotal)} (${mb(r.heapUsed)} live: ${spaces}) + external ${mb(r.external)} (PGlite wasm ${mb(r.pgliteWasm)} reserved, array buffers ${mb(r.arrayBuffers)}, other ${mb(otherExternal)}) + rest ${mb(rest)} (native: code, stacks, malloc; negative when reserved wasm pages are untouched)`,
  );
  console.log(`${''.padEnd(16)} resident by mapping: ${byMapping}`);
}

try {
  const settings = startSettings();
  const portal = startChild(children, 'portal-memory', [...settings.nodeFlags, 'node_modules/next/dist/bin/next', 'start', '-p', String(port(3313))], {
    ...settings.env,
    DATA_DIR: path.join(root, 'data'),
    SESSION_SECRET,
    COOKIE_SECURE: 'false',
    BENCH_DIAGNOSTICS: diagnostics,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
  });
  await waitFor(`${base}/login`, 180);
  await sleep(4_000);
  const idle = await checkpoint(portal.pid);

  const cookie = await portalCookie(base);
  for (const pathname of MIX) {
    const answer = await fetch(base + pathname, { headers: { cookie }, redirect: 'manual' });
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    await answer.arrayBuffer();
  }
  await run(cookie, WARM_UP_SECONDS);
  const warm = await checkpoint(portal.pid);

  const samples = [];
  const sampler = setInterval(() => samples.push(rssOf(portal.pid)), 5_000);
  const cpuBefore = cpuMs(portal.pid);
  const result = await run(cookie, SECONDS);
  const cpuPerRequest = (cpuMs(portal.pid) - cpuBefore) / Math.max(1, result.requests.total);
  clearInterval(sampler);
  const end = await checkpoint(portal.pid);
  const peak = Math.max(warm.rss, end.rss, ...samples);
  // The level the server holds under load: the median of the samples (the peak is one 5-second sample).
  const steady = [...samples, end.rss].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  const growth = ((end.rss - warm.rss) / warm.rss) * 100;

  console.log(
    `\nServer memory under mixed signed-in load (next start, embedded PGlite, demo data, ${CONNECTIONS} connections, ${MIX.length} paths: API reads and pages), warm-up ${WARM_UP_SECONDS} s, measured ${SECONDS} s, ${os.cpus().length} cores`,
  );
  console.log(`npm start's settings: ${[...Object.entries(settings.env).map((pair) => pair.join('=')), ...settings.nodeFlags].join(' ') || 'none'}`);
  console.log(
    `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, server CPU ${cpuPerRequest.toFixed(1)} ms per request (steadier than req/s on a shared machine)`,
  );
  console.log('each figure after a full garbage collection:');
  where('idle after start', idle);
  where('after warm-up', warm);
  where('at the end', end);
  console.log(
    `steady RSS ${mb(steady)} (median of the samples), peak ${mb(peak)}; growth from warm-up to end ${growth.toFixed(1)}% in ${SECONDS} s; samples every 5 s: ${samples.map((s) => (s / MB).toFixed(0)).join(' ')}`,
  );
  console.log(
    `budgets: ≤ 512 MB steady (${steady <= 512 * MB ? 'ok' : 'OVER'}; peak ${peak <= 512 * MB ? 'within' : 'over'}), growth < 5% over 30 minutes (${growth < 5 ? 'ok' : 'OVER'} over this run)`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await stopChildren(children);
  fs.rmSync(root, { recursive: true, force: true });
}
