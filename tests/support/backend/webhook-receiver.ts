// A real webhook receiver inside the test process: node:http on 127.0.0.1,
// each path with its own list of answers (the last one repeats; HOLD keeps the
// request open, never answering), every request kept with its headers, raw
// body and arrival time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** An "answer" that never comes: the request stays open, as a delivery in flight. */
export const HOLD = 0;

export async function startReceiver() {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const plan = plans.get(path) ?? [200];
      const status = plan.length > 1 ? plan.shift()! : plan[0]!;
      if (status === HOLD) return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** The URL of a path that answers these statuses in turn, then the last one forever. */
    url: (path: string, answers: number[] = [200]) => {
      plans.set(path, [...answers]);
      return `${base}${path}`;
    },
    at: (path: string) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
