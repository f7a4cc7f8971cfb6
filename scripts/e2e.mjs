// npm run test:e2e: a current build, then Playwright against `next start`.
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;

const built = run(['scripts/ensure-build.mjs']);
if (built !== 0) process.exit(built);
process.exit(run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]));
