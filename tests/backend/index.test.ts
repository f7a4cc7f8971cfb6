// The in-process entry the portal uses: lazy start, one shared instance per
// process even when the module is loaded more than once (Next.js bundles).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE_NAME } from '@/backend/db/lock';

type BackendModule = typeof import('@/backend/index');

describe('backend/index', { timeout: 180_000 }, () => {
  let dataDir: string;
  const saved = { ...process.env };
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-index-'));
    Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', SEED_DEMO_DATA: 'auto' });
  });
  afterAll(async () => {
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (backend: BackendModule) =>
    backend.handleApiRequest(
      new Request('http://backend.in-process/api/Account/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'agent', password: 'Demo2026!' }),
      }),
    );

  it('opens nothing at import time', async () => {
    await import('@/backend/index');
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('starts on first use: migrates, seeds the empty embedded database and answers', async () => {
    const backend = await import('@/backend/index');
    await backend.warmUpBackend();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect((await login(backend)).status).toBe(200);
  });

  it('shares one instance with a second copy of the module instead of locking itself out', async () => {
    vi.resetModules();
    const second = await import('@/backend/index');
    await second.warmUpBackend();
    expect((await login(second)).status).toBe(200);
  });

  it('releases DATA_DIR on close', async () => {
    const backend = await import('@/backend/index');
    await backend.closeBackend();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
