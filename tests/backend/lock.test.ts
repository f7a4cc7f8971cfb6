// The DATA_DIR lock across real processes: PGlite would silently lose data if
// two of them opened one directory.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from '@/backend/db/lock';
import { backendEnv, runScript, startScript, waitForOutput } from '../support/backend/child';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// Child processes start PGlite on disk (several seconds each, far more on a busy machine).
describe('DATA_DIR lock', { timeout: 180_000 }, () => {
  let dataDir: string;
  let lockFile: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes a second process fail with a clear message while the first holds it', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const expected = `DATA_DIR ${dataDir} is in use by process ${process.pid} (npm start?). Stop it, or point DATA_DIR elsewhere.`;
      const migrate = await runScript('backend/db/cli-migrate.ts', backendEnv({ DATA_DIR: dataDir }));
      expect(migrate.code).toBe(1);
      expect(migrate.stderr).toContain(expected);
      const seed = await runScript('backend/demo/cli-seed.ts', backendEnv({ DATA_DIR: dataDir }));
      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain(expected);
    } finally {
      lock.release();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('lets the second process in once the first released it, and releases it on exit', async () => {
    const migrate = await runScript('backend/db/cli-migrate.ts', backendEnv({ DATA_DIR: dataDir }));
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('Migrations applied (pglite)');
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is held by a running server and released on SIGTERM', async () => {
    const port = await freePort();
    const server = startScript('backend/server.ts', backendEnv({ DATA_DIR: dataDir, BACKEND_PORT: String(port) }));
    try {
      await waitForOutput(server, 'listening');
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by process ${server.pid}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lockFile, JSON.stringify({ pid: dead, startedAt: '2020-01-01T00:00:00.000Z' }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock naming its own pid (a restarted container) or holding garbage', () => {
    for (const content of [JSON.stringify({ pid: process.pid, startedAt: 'earlier' }), 'not json']) {
      writeFileSync(lockFile, content);
      const lock = acquireDataDirLock(dataDir);
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('does not delete a lock that another process has taken since', () => {
    const lock = acquireDataDirLock(dataDir);
    const foreign = JSON.stringify({ pid: 1, startedAt: 'now' });
    writeFileSync(lockFile, foreign);
    lock.release();
    expect(readFileSync(lockFile, 'utf8')).toBe(foreign);
    rmSync(lockFile);
  });
});
