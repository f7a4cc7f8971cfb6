// A throwaway PostgreSQL cluster of the test's own (initdb, pg_ctl) on a free port of 127.0.0.1, so a test may stop
// and start the database under a running app without touching the shared cluster other tests use. initdb and
// postgres refuse to run as root: as root (CI) they run as the `postgres` OS user, in a folder it owns.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's layout (/usr/lib/postgresql/<version>/bin), the newest version first; else pg_config's. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = versions.map((version) => path.join(root, version, 'bin'));
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromPgConfig.status === 0) candidates.push(fromPgConfig.stdout.trim());
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface PrivateCluster {
  /** A superuser's URL (trust authentication on 127.0.0.1 only). */
  url: string;
  /** pg_ctl stop -m fast: sessions are terminated (57P01), new connections refused. */
  stop(): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl, postgres) were not found: install Debian's postgresql");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root needs the postgres OS user to run initdb and pg_ctl');
    fs.chownSync(dir, Number(ids.stdout), Number(gid.stdout));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Durability is not the point here: no fsync makes initdb and every commit fast.
  const settings = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off -c full_page_writes=off -c shared_buffers=16MB`;
  let running = false;

  await tool('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '--no-sync', '--no-instructions', '-E', 'UTF8', '--locale=C']);
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    running = false;
  };
  // Should the test process end without destroy(), the server must not outlive it.
  const stopOnExit = () => {
    if (running)
      spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        '-m',
        'immediate',
        'stop',
      ]);
  };
  process.once('exit', stopOnExit);
  await start();

  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      process.off('exit', stopOnExit);
      if (running) await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
