// What the benches that start servers share: child processes, waiting for a
// server, an autocannon run, a portal sign-in. BENCH_PORT_OFFSET moves every
// port (two checkouts side by side).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

export const SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghijkl';
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const port = (base) => base + OFFSET;

/** Starts a child (node by default); its stderr shows with BENCH_VERBOSE. */
export function startChild(children, name, args, env = {}, command = process.execPath) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  child.stderr.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

export async function stopChildren(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

export async function waitFor(url, seconds = 90) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (user + system, ms) a process and its direct children have used so far; 0 off Linux. */
export function cpuMs(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100 + children.reduce((sum, child) => sum + cpuMs(child), 0);
  } catch {
    return 0;
  }
}

/**
 * A 2 s warm-up, then the measured run; any error or non-2xx answer fails the
 * bench. `pids`: the processes serving the load, whose CPU time per request is
 * reported (steadier than req/s on a machine that is busy with other work).
 */
export async function load(title, url, { headers, connections, seconds, pids = [] }) {
  await autocannon({ url, headers, connections, duration: 2 });
  const before = pids.map(cpuMs);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const cpu = pids.map((pid, i) => (cpuMs(pid) - before[i]) / Math.max(1, result.requests.total));
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, cpu };
}

/** Signs in to the portal as the demo administrator; the session cookie for later requests. */
export async function portalCookie(base) {
  const response = await fetch(`${base}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: 'Demo2026!' }),
  });
  if (!response.ok) throw new Error(`portal sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
