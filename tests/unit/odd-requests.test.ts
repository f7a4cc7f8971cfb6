// What the portal answers at the socket for requests Next.js cannot take
// (lib/bff/odd-requests): never a 5xx, 405 with Allow where a path exists.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerOddRequests, oddRequestAnswer } from '@/lib/bff/odd-requests';
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

  it('meets them on the way into a Node HTTP server, before its own handler', async () => {
    answerOddRequests();
    answerOddRequests(); // installing twice changes nothing
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.end('handler');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const trace = await rawHttp(port, 'TRACE /api/Account/User HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(trace.status).toBe(405);
      expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(JSON.parse(trace.body)).toEqual({ errors: [{ code: 'method_not_allowed', message: 'method_not_allowed' }] });
      const options = await rawHttp(port, 'OPTIONS * HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(options.status).toBe(204);
      const get = await rawHttp(port, 'GET /api/Account/User HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(get.body).toBe('handler');
      expect(seen).toEqual(['GET /api/Account/User']);
    } finally {
      server.close();
    }
  });
});
