// Lighthouse section of `npm run bench` (BENCH_ONLY=lighthouse): the mobile
// audit (Lighthouse's default form factor and simulated throttling) of
// /login, /products, /products/{family}, /cart/recap and /contracts, four
// category scores and the Core Web Vitals per route against the budgets of
// issue 16. Absolute scores move with the machine, so each round first audits
// the floor page, /offline (the framework and the shell with no data: the
// best a route of this portal can do here), and every route's performance is
// read against that round's floor: within 5 points of it (issue #30). Lighthouse is a bench tool, not a dependency: it is installed on
// demand into a cache folder outside the project (the lockfile stays as it is)
// and drives Debian's Chromium through chrome-launcher.
//
// The portal is `next start` of the current build over a fresh embedded
// database with the demo seed. /login is audited as a first visit (no cookie,
// the cookie banner shows); the other routes as the demo agent signed in to
// Agenzia Milano, consent given, with a two-line quote in the cart so that
// /cart/recap is filled. BENCH_LIGHTHOUSE_RUNS audits each route that many
// times (one row per run); scores move with the machine's load.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '13.5.0';
const CACHE = path.join(os.homedir(), '.cache', 'portal-bench', `lighthouse-${VERSION}`);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3313);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'bench-session-secret-0123456789-abcdefghijkl';
const PASSWORD = 'Demo2026!';

const FLOOR = '/offline';
/** How far below the floor page's performance score a route may be in the same round. */
const FLOOR_SLACK = 5;

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: null, lcp: 2000, tbt: 150, cls: 0.05 };

async function loadLighthouse() {
  const entry = path.join(CACHE, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!fs.existsSync(entry)) {
    console.log(`installing lighthouse@${VERSION} into ${CACHE} (once)`);
    fs.mkdirSync(CACHE, { recursive: true });
    const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE, `lighthouse@${VERSION}`], { stdio: 'inherit' });
    if (npm.status !== 0) throw new Error(`npm install lighthouse@${VERSION} failed`);
  }
  const lighthouse = (await import(pathToFileURL(entry).href)).default;
  const launcher = await import(pathToFileURL(path.join(CACHE, 'node_modules', 'chrome-launcher', 'dist', 'index.js')).href);
  return { lighthouse, launch: launcher.launch };
}

async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

const sessionOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function call(method, apiPath, cookie, body) {
  const response = await fetch(BASE + apiPath, {
    method,
    headers: { cookie, origin: BASE, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The agent's session in Agenzia Milano with a filled cart, and a catalogue family to open. */
async function agentWithCart() {
  let cookie = sessionOf(await call('POST', '/api/session/login', '', { username: 'agent', password: PASSWORD }));
  const memberships = await (await call('GET', '/api/Account/Agencies', cookie)).json();
  const agencyId = memberships.find((m) => m.agency.name === 'Agenzia Milano').agency.id;
  cookie = sessionOf(await call('POST', '/api/session/agency', cookie, { agencyId }));
  // The two models of the e2e quote, each unit with its service (the cart rules want one per unit): no rule issue on the recap.
  const model = async (partNumber) => {
    const { items } = await (await call('GET', `/api/Agency/${agencyId}/Products?search=${encodeURIComponent(partNumber)}`, cookie)).json();
    const found = items.find((item) => item.partNumber === partNumber);
    if (!found) throw new Error(`no model ${partNumber} in the demo catalogue`);
    return found;
  };
  const models = [await model('MYE73QL/A'), await model('21M7002LIX')];
  const lines = models.map(({ id }) => ({ modelId: id, quantity: 2, accessories: [], services: [{ tier: 'GOLD', quantity: 2 }] }));
  const { revision } = await (await call('GET', `/api/Agency/${agencyId}/Cart`, cookie)).json();
  await call('PUT', `/api/Agency/${agencyId}/Cart`, cookie, { quote: { durationMonths: 36, lines }, revision });
  const consent = `cookieConsent=${encodeURIComponent(JSON.stringify({ accepted: true, timestamp: new Date().toISOString() }))}`;
  return { cookie: `${cookie}; ${consent}`, familyId: models[0].familyId };
}

async function audit({ lighthouse, launch }, url, cookie) {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Italian, the portal's default language (the headless browser would ask for English).
      extraHeaders: { 'accept-language': 'it-IT,it;q=0.9', ...(cookie ? { cookie } : {}) },
    });
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // BENCH_LIGHTHOUSE_REPORTS=folder keeps each report (open it in the Lighthouse viewer, or read layout-shifts, long-tasks…).
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), result.report);
    }
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalDisplayedUrl}`);
    const score = (id) => (categories[id].score === null ? null : Math.round(categories[id].score * 100));
    const failed = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => ref.id),
      );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      // Back/forward cache: Lighthouse leaves the page and comes back (null: the audit could not tell).
      bfcache: audits['bf-cache'].score === null ? null : audits['bf-cache'].score === 1,
      failed: [...new Set(failed)],
    };
  } finally {
    chrome.kill();
  }
}

const over = (key, value) => {
  const budget = BUDGET[key];
  if (budget === null || value === null) return false;
  return ['lcp', 'tbt', 'cls'].includes(key) ? value > budget : value < budget;
};
const mark = (key, value, text) => `${text}${over(key, value) ? '!' : ' '}`;

export async function benchLighthouse() {
  const tools = await loadLighthouse();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const dataDir = path.join(root, 'data');
  const seed = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/demo/cli-seed.ts'], {
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seed.status !== 0) throw new Error('seeding the Lighthouse database failed');
  const portal = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: SECRET, COOKIE_SECURE: 'false', API_BASE_URL: '' },
    stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
  });
  try {
    await waitFor(`${BASE}/login`);
    const { cookie, familyId } = await agentWithCart();
    // BENCH_LIGHTHOUSE_ROUTES=/cart/recap,/login audits only those of the five (a lever tried on one page).
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
    const routes = [
      ['/login', null],
      ['/products', cookie],
      [`/products/${familyId}`, cookie],
      ['/cart/recap', cookie],
      ['/contracts', cookie],
    ].filter(([route]) => !only || only.some((wanted) => route === wanted || (wanted === '/products/:familyId' && route.startsWith('/products/'))));
    // One request each first, so no audit pays for a cold server.
    for (const [route, routeCookie] of [[FLOOR, cookie], ...routes]) await fetch(BASE + route, { headers: routeCookie ? { cookie: routeCookie } : {} });

    console.log(
      `\nLighthouse ${VERSION}, mobile (simulated throttling), Chromium ${CHROME}; next start, embedded database with the demo seed; ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log('/login as a first visit (cookie banner shown); the others as the agent of Agenzia Milano, consent given, two lines in the cart');
    console.log(`every round audits the floor page ${FLOOR} first; "vs floor" is a route's performance minus that round's floor score`);
    console.log(
      'route                 run   perf  a11y  b-pr   seo    LCP s   TBT ms     CLS   FCP s  bfcache  vs floor  below 100 (a11y, best practices, seo)',
    );
    const rows = [];
    const print = (route, run, r, floor) => {
      const behind = floor ? r.performance - floor.performance : null;
      console.log(
        [
          route.padEnd(21),
          String(run).padStart(3),
          mark('performance', r.performance, String(r.performance).padStart(6)),
          mark('accessibility', r.accessibility, String(r.accessibility).padStart(4)),
          mark('best-practices', r['best-practices'], String(r['best-practices']).padStart(4)),
          String(r.seo).padStart(4),
          mark('lcp', r.lcp, (r.lcp / 1000).toFixed(2).padStart(7)),
          mark('tbt', r.tbt, r.tbt.toFixed(0).padStart(7)),
          mark('cls', r.cls, r.cls.toFixed(3).padStart(7)),
          (r.fcp / 1000).toFixed(2).padStart(7),
          (r.bfcache === null ? '?' : r.bfcache ? 'yes' : 'no').padStart(8),
          `${behind === null ? 'floor' : `${behind > 0 ? '+' : ''}${behind}`}${behind !== null && behind < -FLOOR_SLACK ? '!' : ' '}`.padStart(10),
          `  ${r.failed.join(', ') || '-'}`,
        ].join(' '),
      );
    };
    for (let run = 1; run <= RUNS; run += 1) {
      // The floor as the agent sees it (consent given: no banner), like the routes after /login.
      const floor = await audit(tools, BASE + FLOOR, cookie);
      rows.push({ route: FLOOR, run, ...floor, floorGap: 0 });
      print(FLOOR, run, floor, null);
      for (const [route, routeCookie] of routes) {
        const r = await audit(tools, BASE + route, routeCookie);
        rows.push({ route, run, ...r, floorGap: r.performance - floor.performance });
        print(route, run, r, floor);
      }
    }
    console.log(
      `budgets: performance ≥ 95 and within ${FLOOR_SLACK} points of the floor page in the same round, accessibility 100, best practices 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05 (! marks a figure over its budget)`,
    );
    return rows;
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchLighthouse().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
