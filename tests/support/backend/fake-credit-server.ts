// A local stand-in for a real credit provider's HTTP API: records what it
// receives and answers what the test sets.
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeCreditServer {
  url: string;
  received: Received[];
  /** status and JSON body (or raw text) of the next answers; delay in ms */
  /** hold: never answers (until the server closes), for the tests of the portal's own timeout */
  answer: { status: number; body: unknown; hold?: boolean; redirectTo?: string };
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

export async function startFakeCreditServer(): Promise<FakeCreditServer> {
  const fake = { received: [] as Received[], answer: { status: 200, body: {} as unknown } as FakeCreditServer['answer'] };
  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    fake.received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : null });
    const { status, body, hold, redirectTo } = fake.answer;
    if (hold) return;
    if (redirectTo) {
      res.writeHead(302, { location: redirectTo }).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A held answer keeps its connection open: closing ends it.
        server.closeAllConnections();
      }),
  });
}
