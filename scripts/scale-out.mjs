// The portal scaled out (docs/deploy.md), proven end to end: a fresh PostgreSQL
// database with the demo data, two standalone APIs on it, two `next start`
// portals (one per API, one SESSION_SECRET), nginx in round robin in front of
// them (no stickiness), and the Playwright spec tests/scale-out against nginx.
// Before the portals start, webhooks through both APIs: each event delivered
// exactly once, signed (./scale-out-webhooks.mjs).
// Needs TEST_DATABASE_URL (or SCALE_OUT_DATABASE_URL): a role that may CREATE
// DATABASE. Installs Debian's nginx-light when nginx is missing. Keeps the
// temporary folder (logs, nginx.conf) when something fails, or with --keep.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkWebhooksAcrossInstances } from './scale-out-webhooks.mjs';

const ADMIN_URL = process.env.SCALE_OUT_DATABASE_URL || process.env.TEST_DATABASE_URL;
const NGINX_PORT = Number(process.env.SCALE_OUT_PORT) || 3480;
const PORTAL_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const API_PORTS = [NGINX_PORT + 1001, NGINX_PORT + 1002];
// Access tokens live 605 s and the portal refreshes within 600 s of expiry: a token is fresh
// for 5 s, so the quote flow refreshes (and rotates) many times, on both instances.
const ACCESS_TOKEN_TTL_SECONDS = '605';
const KEEP = process.argv.includes('--keep');
const PLAYWRIGHT_ARGS = process.argv.slice(2).filter((arg) => arg !== '--keep');
// The e2e support code seals and reads session cookies with this secret.
const { sessionSecret: SESSION_SECRET } = JSON.parse(fs.readFileSync('tests/e2e-env.json', 'utf8'));

const started = Date.now();
const log = (message) => console.log(`[scale-out ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

if (!ADMIN_URL) {
  console.error('[scale-out] needs TEST_DATABASE_URL (or SCALE_OUT_DATABASE_URL): a PostgreSQL role that may create databases');
  process.exit(1);
}

const run = (args, options = {}) => spawnSync(process.execPath, args, { stdio: 'inherit', ...options }).status ?? 1;

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  log('nginx missing: apt-get install nginx-light');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(asRoot[0] ?? 'apt-get', [...(asRoot.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  if (apt(['install', '-y', '-qq', 'nginx-light']).status !== 0) throw new Error('apt-get install nginx-light failed');
  const installed = findNginx();
  if (!installed) throw new Error('nginx-light installed but no nginx binary found');
  return installed;
}

const hasIpv6Loopback = () => {
  try {
    return fs.readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  } catch {
    return false;
  }
};

function nginxConf(dir) {
  const listen = [`listen 127.0.0.1:${NGINX_PORT};`, ...(hasIpv6Loopback() ? [`listen [::1]:${NGINX_PORT};`] : [])];
  return `# Written by scripts/scale-out.mjs; docs/deploy.md explains it.
daemon off;
worker_processes 1; # one round-robin counter: consecutive requests alternate between the portals
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  client_body_temp_path ${dir}/nginx-temp/body;
  proxy_temp_path ${dir}/nginx-temp/proxy;
  fastcgi_temp_path ${dir}/nginx-temp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-temp/uwsgi;
  scgi_temp_path ${dir}/nginx-temp/scgi;
  log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${dir}/nginx-access.log upstreams;

  # Round robin, no stickiness: any request may reach any portal.
  upstream portals {
    server 127.0.0.1:${PORTAL_PORTS[0]};
    server 127.0.0.1:${PORTAL_PORTS[1]};
    keepalive 16;
  }

  server {
    ${listen.join('\n    ')}
    client_max_body_size 11m;
    location / {
      proxy_pass http://portals;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The portals run with TRUST_PROXY=1: client address, scheme and host from here.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering off;
      # A failing portal shows as a failure here instead of being retried on the other.
      proxy_next_upstream off;
      # Which portal answered: the spec proves both served the flow.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

const children = [];

/** Starts a process in its own group (stopped with its children), output to a log file. */
function start(name, command, args, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const entry = { name, child, logFile, exited: false };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (!stopping) log(`${name} exited (${signal ?? code}); its log: ${logFile}`);
  });
  children.push(entry);
  return entry;
}

async function waitFor(url, entry, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (entry.exited) throw new Error(`${entry.name} exited while starting (log: ${entry.logFile})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (log: ${entry.logFile})`);
}

/** Set once the database is named; the signal handlers call it too. */
let dropDatabase = async () => {};

let stopping = false;
async function stopAll() {
  stopping = true;
  // Reverse order: nginx, portals, APIs.
  for (const entry of [...children].reverse()) {
    if (entry.exited) continue;
    const exited = new Promise((resolve) => entry.child.once('exit', resolve));
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      continue;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-entry.child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const tsx = (script) => ['node_modules/tsx/dist/cli.mjs', script];

async function main() {
  if (run(['scripts/ensure-build.mjs']) !== 0) throw new Error('the build failed');
  const nginx = ensureNginx();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  // nginx's workers may run as another user: they need to reach their temporary folders.
  fs.chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, 'nginx-temp', sub), { recursive: true, mode: 0o777 });
  const database = `portal_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  let ok = false;
  dropDatabase = () =>
    withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).then(
      () => undefined,
      (error) => log(`could not drop ${database}: ${error.message}`),
    );
  try {
    await withAdmin((client) => client.query(`CREATE DATABASE "${database}"`));
    log(`database ${database}, files and logs in ${dir}`);

    // The APIs share the database and the file storage (DATA_DIR/files: a shared
    // volume here, S3 in production); each portal has a folder of its own that it never needs.
    const apiEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: path.join(dir, 'shared'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ACCESS_TOKEN_TTL_SECONDS,
      TRUST_PROXY: '1',
      // Both APIs sign the webhooks: one key for the endpoints' secrets; the receiver listens on 127.0.0.1.
      WEBHOOKS_SECRETS_KEY: randomBytes(32).toString('base64url'),
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    };
    if (run(tsx('backend/demo/cli-seed.ts'), { env: { ...process.env, ...apiEnv } }) !== 0) throw new Error('seeding failed');
    // The seed applies the archiving rule itself; undo that, so the APIs' own start-up
    // run has work to do and the spec can count who did it.
    const seeded = new pg.Client({ connectionString: databaseUrl.toString() });
    await seeded.connect();
    const unarchived = await seeded
      // updated_at back too: archiving touched it, and the rule counts from the last change.
      .query(
        "update contracts set archived = false, archived_at = null, updated_at = coalesce(last_status_change_at, updated_at) where archived and status in ('refused', 'draft')",
      )
      .then((result) => result.rowCount ?? 0)
      .finally(() => seeded.end());
    fs.writeFileSync(path.join(dir, 'unarchived.json'), JSON.stringify({ count: unarchived }));
    log(`seeded; ${unarchived} refused contracts and drafts left for the archiving job`);

    const apis = API_PORTS.map((port, index) =>
      start(`api-${index + 1}`, process.execPath, tsx('backend/server.ts'), { ...apiEnv, BACKEND_PORT: String(port) }, path.join(dir, `api-${index + 1}.log`)),
    );
    await Promise.all(apis.map((entry, index) => waitFor(`http://127.0.0.1:${API_PORTS[index]}/api/health`, entry)));
    log(`APIs up on ${API_PORTS.join(', ')}`);
    await checkWebhooksAcrossInstances({ apiPorts: API_PORTS, databaseUrl: databaseUrl.toString(), log });

    const portals = PORTAL_PORTS.map((port, index) =>
      start(
        `portal-${index + 1}`,
        process.execPath,
        // -H localhost, not 127.0.0.1: with 127.0.0.1 Next 16 rewrites the locale to
        // http://localhost/… and answers every page with a redirect to itself.
        ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', 'localhost'],
        {
          NODE_ENV: 'production',
          API_BASE_URL: `http://127.0.0.1:${API_PORTS[index]}`,
          SESSION_SECRET,
          TRUST_PROXY: '1',
          DATA_DIR: path.join(dir, `portal-${index + 1}`),
          DATABASE_URL: '',
        },
        path.join(dir, `portal-${index + 1}.log`),
      ),
    );
    await Promise.all(portals.map((entry, index) => waitFor(`http://127.0.0.1:${PORTAL_PORTS[index]}/login`, entry)));
    log(`portals up on ${PORTAL_PORTS.join(', ')}`);

    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir));
    const proxy = start(
      'nginx',
      nginx,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'nginx-error.log')],
      {},
      path.join(dir, 'nginx.log'),
    );
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/login`, proxy, 20_000);
    log(`nginx on ${NGINX_PORT} in front of both portals`);

    const status = run(['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/scale-out/playwright.config.ts', ...PLAYWRIGHT_ARGS], {
      env: {
        ...process.env,
        E2E_PORT: String(NGINX_PORT),
        SCALE_OUT_DIR: dir,
        SCALE_OUT_DATABASE_URL: databaseUrl.toString(),
        SCALE_OUT_UPSTREAMS: PORTAL_PORTS.map((port) => `127.0.0.1:${port}`).join(','),
      },
    });
    ok = status === 0;
  } finally {
    await stopAll();
    await dropDatabase();
    if (ok && !KEEP) fs.rmSync(dir, { recursive: true, force: true });
    else log(`logs kept in ${dir}`);
  }
  log(ok ? 'passed' : 'FAILED');
  return ok;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll()
      .then(() => dropDatabase())
      .finally(() => process.exit(1));
  });
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  async (error) => {
    console.error(`[scale-out] ${error.message}`);
    await stopAll();
    process.exit(1);
  },
);
