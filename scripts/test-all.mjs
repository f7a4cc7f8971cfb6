// npm test: every suite, in order of speed, then the JS size check and the BFF equivalence on the e2e build. The backend suite runs on PGlite
// and, when TEST_DATABASE_URL is set (CI does), again on PostgreSQL; so do the scale-out run (two portals behind
// nginx on the e2e build, docs/deploy.md) and the database outage through the portal (docs/security.md).
import { spawnSync } from 'node:child_process';

const suites = [
  ['unit', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit'], {}],
  ['components (jsdom)', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'components'], {}],
  ['backend (PGlite)', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'backend'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  suites.push(['backend (PostgreSQL)', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'backend'], {}]);
}
suites.push(['e2e (Chromium)', ['scripts/e2e.mjs'], {}]);
if (process.env.TEST_DATABASE_URL) {
  suites.push(['scale-out (2 portals + nginx + PostgreSQL)', ['scripts/scale-out.mjs'], {}]);
  // On the e2e build: a private PostgreSQL cluster stopped and started under a running portal (docs/security.md).
  suites.push(['database outage (portal + private PostgreSQL)', ['node_modules/tsx/dist/cli.mjs', 'scripts/database-outage.ts'], {}]);
}
// After the e2e build: no page's first-load JS may grow past its budget or its ceiling (scripts/bench-bundle.mjs).
suites.push(['bundle budget', ['scripts/bench-bundle.mjs', '--check'], {}]);
// After the e2e build: proxy.ts answers /api byte for byte as the route handler does (docs/security.md,
// "The BFF"): a Next.js upgrade that treats a proxy's answer differently fails here.
suites.push(['BFF in proxy.ts = route handler', ['scripts/bff-equivalence.mjs'], {}]);

const results = [];
for (const [name, args, env] of suites) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  results.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary ━━');
for (const { name, status, seconds } of results) console.log(`${status === 0 ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`);
process.exit(results.some((result) => result.status !== 0) ? 1 : 0);
