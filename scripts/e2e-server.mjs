// The portal as e2e tests meet it: `next start` on a fresh embedded database
// with the demo seed, a known session secret (tests seal cookies with it), and
// a few e-mails that failed for good for the jobs page to list
// (tests/support/e2e/seed-dead-letters.ts: the real queue, before the server
// holds the database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const settings = JSON.parse(fs.readFileSync('tests/e2e-env.json', 'utf8'));
// E2E_PORT lets two checkouts run their suites side by side.
const E2E_PORT = Number(process.env.E2E_PORT) || settings.port;
const E2E_DATA_DIR = path.resolve(settings.dataDir);

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const seeded = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/support/e2e/seed-dead-letters.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(E2E_PORT)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: E2E_DATA_DIR,
    SESSION_SECRET: settings.sessionSecret,
    API_BASE_URL: '',
    // The webhooks spec's receiver listens on 127.0.0.1 (docs/security.md, "Webhooks").
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
