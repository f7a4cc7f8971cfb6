// First-load JS of the catalogue, cart and statistics routes, read from
// the build in .next: the browser's root chunks plus every chunk the route's
// layouts and page name in their client reference manifest, each gzipped as
// served. The secured shell (drawer, header, user menu) is what a placeholder
// page of the same layout loads; "own" is what the route adds to it.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const NEXT = '.next';
const TARGET_KB = 150;
/** The statistics pages may carry more; their charts (Chart.js) load after the page and count in none. */
const STATS_TARGET_KB = 200;
const SECURED = 'app/[locale]/(secured)';
const ROUTES = [
  ['/products', 'products'],
  ['/products/:familyId', 'products/[familyId]'],
  ['/products/:familyId/:modelId', 'products/[familyId]/[modelId]'],
  ['/cart/accessories-and-services', 'cart/accessories-and-services'],
  ['/cart/virtual-land-stories', 'cart/virtual-land-stories'],
  ['/cart/recap', 'cart/recap'],
  ['/cart/customer-info', 'cart/customer-info'],
  ['/cart/shipping-management', 'cart/shipping-management'],
  ['/stats', 'stats', STATS_TARGET_KB],
  ['/stats/:category', 'stats/[category]', STATS_TARGET_KB],
  ['/stats/:category/:id', 'stats/[category]/[id]', STATS_TARGET_KB],
];
/** A page of the secured layout with no client code of its own: the shell's cost. */
const SHELL = 'tickets';

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(NEXT, file))).length / 1024);
  return gzipped.get(file);
}

function entryFiles(route) {
  const file = path.join(NEXT, 'server', SECURED, route, 'page_client-reference-manifest.js');
  const sandbox = { globalThis: {} };
  sandbox.self = sandbox.globalThis;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  const manifest = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0];
  if (!manifest) throw new Error(`no client reference manifest for ${route}`);
  const files = new Set();
  for (const [segment, chunks] of Object.entries(manifest.entryJSFiles)) {
    // What renders on first load: the layouts and the page, not the error and not-found boundaries.
    if (/\/(layout|page|template)$/.test(segment)) for (const chunk of chunks) files.add(chunk);
  }
  return files;
}

export function measureBundles() {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8'));
  const withRoot = (files) => new Set([...rootMainFiles, ...files]);
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const shell = withRoot(entryFiles(SHELL));
  return {
    shellKb: sum(shell),
    routes: ROUTES.map(([name, route, targetKb = TARGET_KB]) => {
      const files = withRoot(entryFiles(route));
      return { route: name, firstLoadKb: sum(files), ownKb: sum([...files].filter((file) => !shell.has(file))), targetKb };
    }),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { shellKb, routes } = measureBundles();
  console.log(`\nFirst-load JS from the build (gzip, kB); the secured shell and framework alone: ${shellKb.toFixed(1)}`);
  console.log('route                                first load   own   target');
  for (const row of routes) {
    console.log(
      `${row.route.padEnd(36)} ${row.firstLoadKb.toFixed(1).padStart(10)} ${row.ownKb.toFixed(1).padStart(5)}   ${row.firstLoadKb <= row.targetKb ? 'ok' : `over ${row.targetKb}`}`,
    );
  }
}
