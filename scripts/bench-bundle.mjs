// First-load JS of every page route, read from the build in .next: the
// browser's root chunks plus every chunk the route's segments name in their
// client reference manifest (layouts and page, and the error, not-found and
// loading boundaries, whose chunks the page's HTML loads too), each gzipped
// as served. The polyfills for browsers without modules are not counted. "shell" is what
// every secured page loads (the chunks they all share); "own" is what a route
// adds to it.
//
// Budgets: 150 kB gzip per route, 165 kB on a route with a form (its chunks
// carry react-hook-form, the design card's form library: docs/decisions.md,
// "Forms"), 200 kB on the statistics and import pages.
// `--check` (npm test runs it after the e2e build) fails when a route is over
// its budget and over its ceiling in scripts/bundle-ceilings.json: the routes
// not yet within budget may not grow, and a ceiling only ever comes down
// (`--write-ceilings` rewrites the file from the build, lowering only).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const NEXT = '.next';
const APP = path.join(NEXT, 'server', 'app');
const CEILINGS = 'scripts/bundle-ceilings.json';
const TARGET_KB = 150;
/** The statistics (their charts load after the page and count in none) and the import page may carry more. */
const WIDE_TARGET_KB = 200;
const WIDE = [/^\/stats(\/|$)/, /^\/importexcel$/];
/** A route with a form: react-hook-form's chunk is among its files (its context's name survives minification). */
const FORM_TARGET_KB = 165;
const FORM_MARKER = 'HookFormContext';
/** A build differs by a few bytes from machine to machine: growth below this is noise. */
const SLACK_KB = 0.5;

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(NEXT, file))).length / 1024);
  return gzipped.get(file);
}

/** Every page's manifest under app/[locale], as the route people type ('/products/:familyId'). */
function pageRoutes() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page_client-reference-manifest.js') found.push(path.dirname(full));
    }
  };
  walk(path.join(APP, '[locale]'));
  return found
    .map((dir) => {
      const segments = path
        .relative(path.join(APP, '[locale]'), dir)
        .split(path.sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      if (segments.some((segment) => segment.startsWith('[...'))) return null; // the catch-all 404
      const route = `/${segments.map((s) => (s.startsWith('[') ? `:${s.slice(1, -1)}` : s)).join('/')}`;
      return { route, dir, secured: dir.includes(`${path.sep}(secured)`) };
    })
    .filter(Boolean)
    .sort((a, b) => a.route.localeCompare(b.route));
}

function entryFiles(dir) {
  const sandbox = { globalThis: {} };
  sandbox.self = sandbox.globalThis;
  vm.runInNewContext(fs.readFileSync(path.join(dir, 'page_client-reference-manifest.js'), 'utf8'), sandbox);
  const manifest = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0];
  if (!manifest) throw new Error(`no client reference manifest in ${dir}`);
  const files = new Set();
  // Every segment of the route: the HTML loads the boundaries' chunks with the layouts' and the page's.
  for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk);
  return files;
}

const formChunks = new Map();
const isFormChunk = (file) => {
  if (!formChunks.has(file)) formChunks.set(file, fs.readFileSync(path.join(NEXT, file), 'utf8').includes(FORM_MARKER));
  return formChunks.get(file);
};
const hasForm = (files) => [...files].some(isFormChunk);

export const targetOf = (route, withForm = false) => (WIDE.some((pattern) => pattern.test(route)) ? WIDE_TARGET_KB : withForm ? FORM_TARGET_KB : TARGET_KB);

export function measureBundles() {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8'));
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const pages = pageRoutes().map((page) => ({ ...page, files: new Set([...rootMainFiles, ...entryFiles(page.dir)]) }));
  const secured = pages.filter((page) => page.secured);
  const shell = new Set([...secured[0].files].filter((file) => secured.every((page) => page.files.has(file))));
  return {
    shellKb: sum(shell),
    routes: pages.map(({ route, files }) => ({
      route,
      firstLoadKb: sum(files),
      ownKb: sum([...files].filter((file) => !shell.has(file))),
      targetKb: targetOf(route, hasForm(files)),
    })),
  };
}

const readCeilings = () => (fs.existsSync(CEILINGS) ? JSON.parse(fs.readFileSync(CEILINGS, 'utf8')) : {});

/** The routes over their budget that grew past their ceiling (or have none): what `--check` refuses. */
export function regressions(routes, ceilings) {
  const limit = (row) => (ceilings[row.route] === undefined ? row.targetKb : Math.max(row.targetKb, ceilings[row.route] + SLACK_KB));
  return routes.filter((row) => row.firstLoadKb > limit(row));
}

function writeCeilings(routes) {
  const old = readCeilings();
  const next = {};
  for (const row of routes) {
    if (row.firstLoadKb <= row.targetKb) continue;
    const measured = Math.ceil(row.firstLoadKb * 10) / 10;
    next[row.route] = old[row.route] === undefined ? measured : Math.min(old[row.route], measured);
  }
  fs.writeFileSync(CEILINGS, `${JSON.stringify(next, null, 2)}\n`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { shellKb, routes } = measureBundles();
  const ceilings = readCeilings();
  console.log(`\nFirst-load JS from the build (gzip, kB); what every secured page shares (framework and shell): ${shellKb.toFixed(1)}`);
  console.log('route                                           first load   own  budget  ');
  for (const row of routes) {
    const verdict = row.firstLoadKb <= row.targetKb ? 'ok' : `OVER (ceiling ${ceilings[row.route] ?? '—'})`;
    console.log(
      `${row.route.padEnd(48)} ${row.firstLoadKb.toFixed(1).padStart(9)} ${row.ownKb.toFixed(1).padStart(5)}  ${String(row.targetKb).padStart(6)}  ${verdict}`,
    );
  }
  const over = routes.filter((row) => row.firstLoadKb > row.targetKb).length;
  console.log(`${routes.length - over} of ${routes.length} routes within budget`);
  if (process.argv.includes('--write-ceilings')) writeCeilings(routes);
  if (process.argv.includes('--check')) {
    const grown = regressions(routes, ceilings);
    for (const row of grown)
      console.error(
        `bundle budget: ${row.route} loads ${row.firstLoadKb.toFixed(1)} kB, over its ${row.targetKb} kB budget and its ceiling (${ceilings[row.route] ?? 'none'})`,
      );
    process.exit(grown.length > 0 ? 1 : 0);
  }
}
