// The portal's HTTP client to a standalone API: small answers whole, large or
// unsized ones streamed, no body where HTTP has none, repeated headers kept,
// and a call that outlives its time or its browser request ends with an error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUFFERED_ANSWER_BYTES, headersOf, isBufferedLength, requestOverHttp } from '@/lib/server/upstream-http';

let server: http.Server;
let base: string;
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const path = request.url ?? '';
      if (path === '/json') {
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } else if (path === '/large') response.writeHead(200, { 'content-length': String(BUFFERED_ANSWER_BYTES + 1) }).end('x'.repeat(BUFFERED_ANSWER_BYTES + 1));
      else if (path === '/chunked') {
        response.writeHead(200);
        response.write('part one, ');
        // The second part once the first has left: two chunks, no length.
        response.write('', () => response.end('part two'));
      } else if (path === '/empty') response.writeHead(204).end();
      // Never answers: the call's own timeout or abort ends it (the server closes its connection at the end).
      else if (path === '/slow') return;
      else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const call = (path: string, extra: Partial<Parameters<typeof requestOverHttp>[1]> = {}) =>
  requestOverHttp(new URL(path, base), { method: 'GET', headers: { accept: 'application/json' }, body: null, timeoutMs: 5_000, ...extra });

describe('requestOverHttp', () => {
  it('reads a small answer whole, with its status and repeated headers', async () => {
    const answer = await call('/json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('sends the method, headers and body with its length', async () => {
    seen.length = 0;
    const body = new TextEncoder().encode('{"name":"è"}');
    await (await call('/json', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-agency-id': '2' }, body })).text();
    expect(seen[0]).toMatchObject({ method: 'PUT', body: '{"name":"è"}' });
    expect(seen[0]!.headers).toMatchObject({ 'content-length': String(body.byteLength), 'x-agency-id': '2' });
  });

  it('streams an answer over the buffered size or without a length', async () => {
    expect((await (await call('/large')).text()).length).toBe(BUFFERED_ANSWER_BYTES + 1);
    expect(await (await call('/chunked')).text()).toBe('part one, part two');
  });

  it('gives no body to a 204 or a HEAD', async () => {
    expect((await call('/empty')).body).toBeNull();
    const head = await call('/json', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it('fails a call that outlives its time or whose browser request went away', async () => {
    await expect(call('/slow', { timeoutMs: 50 })).rejects.toThrow(/timed out/);
    const controller = new AbortController();
    const pending = call('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect(call('/slow', { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});

describe('answer helpers', () => {
  it('buffers only a plain Content-Length within the limit', () => {
    expect(isBufferedLength('0')).toBe(true);
    expect(isBufferedLength(String(BUFFERED_ANSWER_BYTES))).toBe(true);
    expect(isBufferedLength(String(BUFFERED_ANSWER_BYTES + 1))).toBe(false);
    expect(isBufferedLength(undefined)).toBe(false);
    expect(isBufferedLength('12, 12')).toBe(false);
    expect(isBufferedLength('-1')).toBe(false);
  });

  it('keeps repeated headers', () => {
    const headers = headersOf(['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Content-Type', 'text/plain']);
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(headers.get('content-type')).toBe('text/plain');
  });
});
