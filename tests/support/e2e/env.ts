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
export const SESSION_COOKIE = 'portal_session';
/** lib/server/session.ts: the session lives as long as its refresh token. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const DEMO_PASSWORD = 'Demo2026!';
