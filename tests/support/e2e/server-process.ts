import fs from 'node:fs';

// The portal process under test, found by the port it listens on (Linux's
// /proc), and its resident memory while a call runs: the e2e server is
// `next start`, started by Playwright, so tests know only its port.

/** The inode of the socket listening on `port` (IPv4 or IPv6), from /proc/net/tcp*. */
function listeningInode(port: number): string {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp6', '/proc/net/tcp']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; st 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') return fields[9]!;
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** The id of the process holding the socket that listens on `port`. */
export function pidListeningOn(port: number): number {
  const socket = `socket:[${listeningInode(port)}]`;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === socket) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`no readable process holds the socket of port ${port}`);
}

/** The process's resident set size in bytes (VmRSS). */
export function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Runs `call`, sampling the process's RSS every few milliseconds; growth is the peak minus the start. */
export async function peakRssGrowthOf<T>(pid: number, call: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = rssOf(pid);
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 5);
  try {
    const result = await call();
    return { result, growth: Math.max(peak, rssOf(pid)) - start };
  } finally {
    clearInterval(timer);
  }
}
