// An exclusive lock on DATA_DIR for the embedded database. PGlite has no lock
// of its own: two processes opening one directory get no error and silently
// lose data, so `npm start` plus `npm run db:seed` must not both open it.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'pglite.lock';

interface LockContent {
  pid: number;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startedAt: String(parsed.startedAt) } : null;
  } catch {
    return null; // vanished, half-written or garbage: treated as stale
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid} (npm start?). Stop it, or point DATA_DIR elsewhere.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/**
 * Takes the lock or throws DataDirLockedError. A lock whose process is gone is
 * stale and taken over. A lock naming our own pid is stale too: the callers
 * keep one lock per process (see backend/db/shared.ts), and in containers a
 * restarted server often gets the pid its crashed predecessor had.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = { pid: process.pid, startedAt: new Date().toISOString() };
  const serialized = JSON.stringify(content);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, serialized, { flag: 'wx', mode: 0o600 });
      return { file, release: registerRelease(file, serialized) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
    // Stale. Remove it only if it still holds what we judged, so a starter
    // racing us is not robbed of the lock it just took; 'wx' decides who wins.
    const judged = holder ? JSON.stringify(holder) : null;
    const now = readLock(file);
    if ((now ? JSON.stringify(now) : null) !== judged) continue;
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}; another process keeps replacing it.`);
}

/** Removes the lock on release, exit, SIGINT and SIGTERM, but only while it is still ours. */
function registerRelease(file: string, serialized: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      if (readFileSync(file, 'utf8') === serialized) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    // A listener disables Node's default exit on the signal. When nobody else
    // (Next.js, the standalone server) handles it, re-raise it to exit as usual.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', release);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return release;
}
