import fs from 'node:fs';
import path from 'node:path';

// The settings the e2e server runs with (scripts/e2e-server.mjs reads the same file).
interface E2eEnv {
  port: number;
  dataDir: string;
  sessionSecret: string;
}

const settings = JSON.parse(fs.readFileSync(path.resolve('tests/e2e-env.json'), 'utf8')) as E2eEnv;

export const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT) || settings.port}`;
export const SESSION_SECRET = settings.sessionSecret;
// The portal's own cookie name and lifetime, and the seed's password: read from their one place.
export { SESSION_COOKIE, SESSION_TTL_SECONDS } from '../../../lib/server/session-cookie';
export { DEMO_PASSWORD } from '../../../backend/demo/password';
