import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER, peerOf, stampPeers } from '@/lib/bff/peer-stamp';

// A real Node HTTP server, as `next start` runs one: what the handler sees of
// the connection, whatever the client wrote into its headers.
describe('peer stamp', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    stampPeers();
    server = http.createServer((request, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      response.end(JSON.stringify(peerOf(headers) ?? null));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seen = async (headers: Record<string, string> = {}) => (await fetch(`http://127.0.0.1:${port}/`, { headers })).json();

  it('gives the socket address and transport', async () => {
    expect(await seen()).toEqual({ address: '127.0.0.1', secure: false });
  });

  it('overwrites a stamp or forwarded address the client sent', async () => {
    const forged = { [PEER_HEADER]: 'guess 203.0.113.9 https', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    expect(await seen(forged)).toEqual({ address: '127.0.0.1', secure: false });
  });

  it('counts no stamp without this process’s secret', () => {
    expect(peerOf(new Headers({ [PEER_HEADER]: 'guess 203.0.113.9 https' }))).toBeUndefined();
    expect(peerOf(new Headers())).toBeUndefined();
  });
});
