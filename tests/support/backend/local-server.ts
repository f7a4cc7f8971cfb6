// A throwaway HTTP server on 127.0.0.1 standing in for an external service
// (S3, Icecat, a story feed, a credit bureau); it records what it was asked.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (request: Recorded, response: ServerResponse) => void | Promise<void>;

export async function startLocalServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
