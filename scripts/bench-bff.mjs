// The BFF section of npm run bench: GET /api/Account/User straight to the
// standalone API, through nginx in front of that API (a plain reverse proxy:
// the floor of any proxy hop), through the portal to that API over HTTP, and
// through the portal with the API in-process; same machine, same load
// (autocannon). "added" is a row's p99 minus the API's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_SECRET, load, port, portalCookie, startChild, stopChildren, waitFor } from './bench-kit.mjs';
import { ensureNginx, nginxArgs } from './bench-nginx.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bff-'));
const children = [];
// BENCH_BFF_BASE_PORT: four consecutive ports from there (a shared machine's own range).
const base = Number(process.env.BENCH_BFF_BASE_PORT ?? 0);
const ports = base
  ? { api: base, nginx: base + 1, http: base + 2, local: base + 3 }
  : { api: port(4310), nginx: port(4311), http: port(3310), local: port(3311) };
const url = (p) => `http://127.0.0.1:${p}`;

try {
  const next = ['node_modules/next/dist/bin/next', 'start'];
  const api = startChild(children, 'api', ['--import', 'tsx', 'backend/server.ts'], { DATA_DIR: path.join(root, 'api'), BACKEND_PORT: String(ports.api) });
  const portalHttp = startChild(children, 'portal-http', [...next, '-p', String(ports.http)], {
    DATA_DIR: path.join(root, 'portal-http'),
    API_BASE_URL: url(ports.api),
    SESSION_SECRET,
    COOKIE_SECURE: 'false',
  });
  const portalLocal = startChild(children, 'portal-in-process', [...next, '-p', String(ports.local)], {
    DATA_DIR: path.join(root, 'portal-local'),
    SESSION_SECRET,
    COOKIE_SECURE: 'false',
  });
  const nginx = ensureNginx();
  let nginxProcess;
  if (nginx) {
    const args = nginxArgs({ dir: path.join(root, 'nginx'), listenPort: ports.nginx, upstreamPort: ports.api, runAsRoot: process.getuid?.() === 0 });
    nginxProcess = startChild(children, 'nginx', args, {}, nginx);
  }
  await Promise.all([waitFor(`${url(ports.api)}/api/health`), waitFor(`${url(ports.http)}/login`), waitFor(`${url(ports.local)}/login`)]);
  if (nginx) await waitFor(`${url(ports.nginx)}/api/health`);

  const login = await fetch(`${url(ports.api)}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo2026!' }),
  });
  const { accessToken } = await login.json();
  const bearer = { authorization: `Bearer ${accessToken}` };
  const options = (headers, pids) => ({ headers, connections: CONNECTIONS, seconds: SECONDS, pids });
  const direct = await load('standalone API', `${url(ports.api)}/api/Account/User`, options(bearer, [api.pid]));
  const proxy = nginx ? await load('nginx → API', `${url(ports.nginx)}/api/Account/User`, options(bearer, [nginxProcess.pid, api.pid])) : undefined;
  const httpCookie = await portalCookie(url(ports.http));
  const http = await load('portal → API over HTTP', `${url(ports.http)}/api/Account/User`, options({ cookie: httpCookie }, [portalHttp.pid, api.pid]));
  const localCookie = await portalCookie(url(ports.local));
  const local = await load('portal, API in-process', `${url(ports.local)}/api/Account/User`, options({ cookie: localCookie }, [portalLocal.pid]));

  console.log(`\nGET /api/Account/User, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
  // The portals inherit BFF_EARLY: `off` measures the route handler instead of proxy.ts's answer (lib/bff/proxy-api.ts).
  console.log(`portal /api: ${process.env.BFF_EARLY === 'off' ? 'route handler (BFF_EARLY=off)' : 'answered in proxy.ts'}`);
  console.log('target                       req/s     p50 ms   p99 ms   ratio   p99 added   CPU ms/request (proxy + API)');
  for (const row of [direct, proxy, http, local]) {
    if (!row) {
      console.log('nginx → API                (nginx not available)');
      continue;
    }
    console.log(
      `${row.title.padEnd(26)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${(row.rps / direct.rps).toFixed(2).padStart(7)} ${String(row.p99 - direct.p99).padStart(9)}   ${row.cpu.map((ms) => ms.toFixed(2)).join(' + ')}`,
    );
  }
  const nginxAdded = proxy ? proxy.p99 - direct.p99 : undefined;
  const verdict = (row) => {
    const ratio = row.rps / direct.rps >= 0.85 ? 'ratio ok' : 'ratio OVER budget';
    if (nginxAdded === undefined) return ratio;
    return `${ratio}, ${row.p99 - direct.p99 <= nginxAdded + 2 ? 'p99 ok' : 'p99 OVER budget'}`;
  };
  console.log(`budgets: ratio ≥ 0.85, p99 added ≤ nginx's added p99 + 2 ms (${nginxAdded === undefined ? 'nginx not measured' : `≤ ${nginxAdded + 2} ms`})`);
  console.log(`portal over HTTP: ${verdict(http)}; in-process: ${verdict(local)}`);
  console.log("(in-process, the one process does the API's work too: its CPU column is portal and API together)");
} finally {
  await stopChildren(children);
  fs.rmSync(root, { recursive: true, force: true });
}
