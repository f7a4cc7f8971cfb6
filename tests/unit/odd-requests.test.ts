// What the portal answers at the socket for requests Next.js cannot take
// (lib/bff/odd-requests): never a 5xx, 405 with Allow where a path exists.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ODD_REQUEST_PATH, oddAnswerOf, oddRequestAnswer, oddResponse, routeOddRequests } from '@/lib/bff/odd-requests';
import { rawHttp } from '../support/raw-http';

describe('odd requests at the portal', () => {
  it('answers the asterisk form: 204 with Allow to OPTIONS, 400 to anything else', () => {
    expect(oddRequestAnswer('OPTIONS', '*')).toEqual({ status: 204, allow: 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT' });
    expect(oddRequestAnswer('TRACE', '*')).toEqual({ status: 400, code: 'validation_failed' });
  });

  it('answers methods Next.js cannot take under /api as the forwarder refuses a method: 405 with Allow, or 404', () => {
    expect(oddRequestAnswer('TRACE', '/api/Account/User')).toEqual({ status: 405, code: 'method_not_allowed', allow: 'GET, HEAD, OPTIONS' });
    expect(oddRequestAnswer('PROPFIND', '/api/Agency/2/Contracts?page=2')).toEqual({
      status: 405,
      code: 'method_not_allowed',
      allow: 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT',
    });
    expect(oddRequestAnswer('TRACE', '/api/Account/Login')).toEqual({ status: 404, code: 'not_found' });
  });

  it('answers TRACE on a page with 405, and leaves every usual method to Next.js', () => {
    expect(oddRequestAnswer('TRACE', '/contracts')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS, POST', code: 'method_not_allowed' });
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(oddRequestAnswer(method, '/api/Account/User')).toBeNull();
    expect(oddRequestAnswer('PROPFIND', '/contracts')).toBeNull();
  });

  it('answers a path that does not decode outside proxy.ts: 404 under /api as the forwarder, else a plain 400, whatever the method', () => {
    for (const method of ['GET', 'POST', 'TRACE']) {
      for (const target of ['/api/%ff', '/api/Agency/%ff/Contracts', '/api/session/%ff', '/api/Account/User%ff?x=1', '/api/%C0%80']) {
        expect(oddRequestAnswer(method, target), `${method} ${target}`).toEqual({ status: 404, code: 'not_found' });
      }
      for (const target of ['/_next/%ff', '/_next/static/%', '/favicon.ico%ff', '/serwist/%ed%a0%80', '/contracts/%g0.pdf', '/api%ff']) {
        expect(oddRequestAnswer(method, target), `${method} ${target}`).toEqual({ status: 400, text: 'Bad Request' });
      }
    }
    // proxy.ts refuses these itself, in the page's language; a path that decodes goes on as before.
    for (const target of ['/contracts/%ff', '/en/customers/%E0%A4%A', '/%ff', '/tickets/%ff/1']) expect(oddRequestAnswer('GET', target)).toBeNull();
    for (const target of ['/api/Account/%55ser', '/_next/static/a%20b.js', '/favicon.ico?x=%ff']) expect(oddRequestAnswer('GET', target)).toBeNull();
  });

  it('leaves to Next.js only undecodable paths that proxy.ts runs for (its matcher, as Next.js applies it)', async () => {
    // Next's testing helper and proxy.ts's imports share Next's request storage, which needs AsyncLocalStorage first.
    Object.assign(globalThis, { AsyncLocalStorage });
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
    const { config } = await import('@/proxy');
    const paths = [
      '',
      '/contracts',
      '/en/contracts/4',
      '/api/x',
      '/API/x',
      '/apix',
      '/_next/static/x',
      '/_next/data/b/x',
      '/_vercel/x',
      '/serwist/x',
      '/Serwist/x',
    ];
    const suffixes = ['%ff', '/%ff', '/%', '/%C0%80.png', '.ico%ff', '/a.b/%ff'];
    // (Next.js answers a doubled slash with a redirect before anything else.)
    const targets = paths.flatMap((path) => suffixes.map((suffix) => path + suffix)).filter((target) => /^\/(?!\/)/.test(target));
    for (const target of targets) {
      // /api runs proxy.ts too, but an undecodable path there is refused at the socket before Next.js matches a route.
      if (oddRequestAnswer('GET', target) === null) expect(unstable_doesMiddlewareMatch({ config, url: target }), target).toBe(true);
      else expect(/^\/(api\/|_next\/data\/)/.test(target) || !unstable_doesMiddlewareMatch({ config, url: target }), target).toBe(true);
    }
  });

  it('answers the session routes as their handlers do: 405 with their methods (lib/bff/session-routes.ts)', () => {
    expect(oddRequestAnswer('TRACE', '/api/session/login')).toEqual({ status: 405, code: 'method_not_allowed', allow: 'OPTIONS, POST' });
    expect(oddRequestAnswer('PROPFIND', '/api/session/end')).toEqual({ status: 405, code: 'method_not_allowed', allow: 'GET, HEAD, OPTIONS, POST' });
    expect(oddRequestAnswer('TRACE', '/api/session/nope')).toEqual({ status: 404, code: 'not_found' });
  });

  it('meets them on the way into a Node HTTP server, turned into a GET of the route that answers them', async () => {
    routeOddRequests();
    routeOddRequests(); // installing twice changes nothing
    const seen: string[] = [];
    // As Next.js would: the odd route (app/api/session/odd-request/route.ts) answers what the socket wrote, any other path 'handler'.
    const server = http.createServer(async (request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      const answer = request.url === ODD_REQUEST_PATH ? oddAnswerOf(headers) : undefined;
      if (!answer) return void response.end(request.url === ODD_REQUEST_PATH ? 'not found' : 'handler');
      const out = oddResponse(answer);
      response.writeHead(out.status, Object.fromEntries(out.headers)).end(request.method === 'HEAD' ? undefined : Buffer.from(await out.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const trace = await rawHttp(port, 'TRACE /api/Account/User HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(trace.status).toBe(405);
      expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(JSON.parse(trace.body)).toEqual({ errors: [{ code: 'method_not_allowed', message: 'method_not_allowed' }] });
      const options = await rawHttp(port, 'OPTIONS * HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect([options.status, options.headers.allow]).toEqual([204, 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT']);
      const get = await rawHttp(port, 'GET /api/Account/User HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(get.body).toBe('handler');
      const undecodable = await rawHttp(port, 'HEAD /_next/%ff HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect([undecodable.status, undecodable.headers['content-type'], undecodable.body]).toEqual([400, 'text/plain; charset=utf-8', '']);
      expect(seen).toEqual([`GET ${ODD_REQUEST_PATH}`, `GET ${ODD_REQUEST_PATH}`, 'GET /api/Account/User', `HEAD ${ODD_REQUEST_PATH}`]);
    } finally {
      server.close();
    }
  });

  it('gives no answer a client wrote into the header itself', async () => {
    routeOddRequests();
    const forged = Buffer.from(JSON.stringify({ status: 204 })).toString('base64url');
    expect(oddAnswerOf(new Headers({ 'x-portal-odd': `guess ${forged}` }))).toBeUndefined();
    expect(oddAnswerOf(new Headers())).toBeUndefined();
    const { GET } = await import('@/app/api/session/odd-request/route');
    const answer = GET(new Request(`http://portal.test${ODD_REQUEST_PATH}`, { headers: { 'x-portal-odd': `guess ${forged}` } }));
    expect(answer.status).toBe(404);
  });
});
