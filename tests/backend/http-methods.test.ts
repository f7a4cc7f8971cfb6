// Odd but harmless requests: GET/HEAD with a JSON content type, methods a path
// does not take, TRACE and the asterisk form over a real socket. None is a 5xx.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerAnsweringAsterisk } from '@/backend/http/asterisk-form';
import { type TestApp, setupTestApp } from '../support/backend/test-app';
import { rawHttp } from '../support/raw-http';

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; example?: unknown; schema?: { example?: unknown } }[] }>>;
}

describe('odd methods and content types', () => {
  let t: TestApp;
  let token: string;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await setupTestApp();
    token = (await t.signIn('superadmin')).accessToken;
    doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;
  });
  afterAll(() => t.close());

  /** Every GET path with its parameters filled from the document's examples (or a plausible id). */
  const getPaths = () =>
    Object.entries(doc.paths)
      .filter(([, operations]) => operations.get)
      .map(([path, operations]) => {
        const params = operations.get!.parameters ?? [];
        return path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const param = params.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(String(param?.example ?? param?.schema?.example ?? '2'));
        });
      });

  it('GET with a JSON content type on every route answers as without it, never 5xx', async () => {
    const paths = getPaths();
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        const plain = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}` } });
        const typed = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
        expect(typed.status, `${method} ${path}`).toBeLessThan(500);
        expect(typed.status, `${method} ${path}`).toBe(plain.status);
      }
    }
  });

  it('answers 405 with Allow for a path it serves asked with another method, 204 with Allow to OPTIONS, 404 elsewhere', async () => {
    const login = await t.app.request('/api/Account/Login', { headers: { 'accept-language': 'en' } });
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await login.json()).toEqual({ errors: [{ code: 'method_not_allowed', message: 'This request is not possible here.' }] });

    const cart = await t.app.request('/api/Agency/2/Cart', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(cart.status).toBe(405);
    expect(cart.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PUT');

    const options = await t.app.request('/api/Agency/2/Contracts/17', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PUT');

    for (const method of ['GET', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      expect((await t.app.request('/api/Nowhere/at/all', { method })).status, method).toBe(404);
    }
  });

  it('a fixed path beside a parameter answers with its own methods: ids are digits', async () => {
    const ask = (method: string, path: string) =>
      t.app.request(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    for (const path of ['/api/Agency/BusinessTypes', '/api/Agency/contracts-orders', '/api/Anagra/ProductFamilies/Admin', '/api/User/Options']) {
      const put = await ask('PUT', path);
      expect(put.status, path).toBe(405);
      expect(put.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS');
    }
    for (const path of ['/api/Ticket/EstendoQuestionnaires', '/api/Ticket/Products']) {
      const options = await ask('OPTIONS', path);
      expect(options.status, path).toBe(204);
      expect(options.headers.get('allow'), path).toBe('GET, HEAD, OPTIONS');
      expect((await ask('DELETE', path)).status, path).toBe(405);
    }
    const prices = await ask('PUT', '/api/Agency/2/Contracts/prices');
    expect(prices.status).toBe(405);
    expect(prices.headers.get('allow')).toBe('OPTIONS, POST');
    // An id that is not digits names no route at all.
    expect((await ask('GET', '/api/Agency/abc/Contracts')).status).toBe(404);
    expect((await ask('GET', '/api/Agency/2/Contracts/17')).status).not.toBe(405);
  });

  describe('over a socket, as `npm run backend` serves', () => {
    let port: number;
    let close: () => void;
    beforeAll(async () => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', createServer: createServerAnsweringAsterisk });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
      close = () => server.close();
    });
    afterAll(() => close());

    it('TRACE and unknown methods on a served path answer 405 with Allow', async () => {
      for (const method of ['TRACE', 'PROPFIND']) {
        const answer = await rawHttp(port, `${method} /api/health HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n`);
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
        expect(JSON.parse(answer.body).errors[0].code).toBe('method_not_allowed');
      }
    });

    it('any method with a JSON content type, TRACE too, on every path of the document never answers 5xx', async () => {
      const paths = Object.keys(doc.paths).map((template) => template.replace(/\{\w+\}/g, '2'));
      for (const path of paths) {
        for (const method of ['TRACE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
          const body = method === 'TRACE' || method === 'GET' || method === 'HEAD' ? '' : '{}';
          const answer = await rawHttp(
            port,
            `${method} ${path} HTTP/1.1\r\nHost: portal.test\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          );
          expect(answer.status, `${method} ${path}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
          if (method === 'TRACE') expect(answer.status, `${method} ${path}`).toBe(405);
        }
      }
    });

    it('OPTIONS * answers 204 with the methods of the API; another method with * answers 400 in the error shape', async () => {
      const options = await rawHttp(port, 'OPTIONS * HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n');
      expect(options.status).toBe(204);
      expect(options.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, POST, PUT');
      const trace = await rawHttp(port, 'TRACE * HTTP/1.1\r\nHost: portal.test\r\nAccept-Language: en\r\nConnection: close\r\n\r\n');
      expect(trace.status).toBe(400);
      expect(JSON.parse(trace.body).errors[0].code).toBe('validation_failed');
    });

    it('serves GET and HEAD that carry a JSON type and even a body normally', async () => {
      const get = await rawHttp(
        port,
        'GET /api/health HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      );
      expect(get.status).toBe(200);
      expect(JSON.parse(get.body)).toEqual({ status: 'ok' });
      const head = await rawHttp(port, 'HEAD /api/health HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n');
      expect(head.status).toBe(200);
    });
  });
});
