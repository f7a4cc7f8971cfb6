// Proof that proxy.ts's answer to /api calls (lib/bff/proxy-api.ts) is exactly
// the /api route handler's: the built portal runs twice against a scripted API
// (one process with BFF_EARLY=off), every case below is sent to both over raw
// HTTP, and status line, headers (in order; names in lower case, as HTTP
// reads them) and body must match byte for byte,
// and so must what the API received. Only what the clock or randomness decides
// is set aside: Date, the sealed cookie's value and Expires, a page's nonce, a
// refreshed token's expiry, and the RSC names in Vary, which Next.js adds to
// a route handler's answer and no API answer varies on.
// `npm run build` first; then `node scripts/bff-equivalence.mjs` (ports: BENCH_BFF_BASE_PORT, default 3570).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { SESSION_SECRET, startChild, stopChildren, waitFor } from './bench-kit.mjs';

const base = Number(process.env.BENCH_BFF_BASE_PORT ?? 3570);
const ports = { api: base, proxy: base + 1, handler: base + 2 };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bff-equivalence-'));
const children = [];
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp })}.c2lnbmF0dXJl`;

// The scripted API: every answer shows what it received, so a difference upstream shows in the body.
function scriptedApi() {
  return http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const received = { method: request.method, url: request.url, headers: request.rawHeaders, body: Buffer.concat(chunks).toString('utf8') };
      const url = new URL(request.url, 'http://api');
      if (url.pathname === '/v1/auth/refreshToken') {
        const { refreshToken } = JSON.parse(received.body || '{}');
        // An access token without expiry: the portal's refresh throws, and a throwing handler answers 500.
        if (String(refreshToken).startsWith('noexp')) {
          return response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ accessToken: `${b64({})}.${b64({ sub: '1' })}.c2ln`, refreshToken: 'x' }));
        }
        if (!String(refreshToken).startsWith('good')) return response.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[]}');
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ accessToken: jwt(now() + 3600), refreshToken: `${refreshToken}-next` }));
      }
      const status = /^\/api\/User\/status\/(\d{3})$/.exec(url.pathname)?.[1];
      if (status) {
        const code = Number(status);
        return response
          .writeHead(code, { 'content-type': 'application/json', 'retry-after': '7' })
          .end(code === 204 || code === 304 ? undefined : JSON.stringify(received));
      }
      if (url.pathname === '/api/User/drop') return request.socket.destroy();
      if (url.pathname === '/api/User/headers') {
        return response
          .writeHead(201, {
            'content-type': 'application/json; charset=utf-8',
            'set-cookie': ['api=1; Path=/', 'other=2'],
            etag: '"abc"',
            'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
            'cache-control': 'private, max-age=60',
            'content-disposition': 'attachment; filename="x.csv"',
            'content-security-policy': "default-src 'none'; sandbox",
            'x-content-type-options': 'nosniff',
            'x-secret': 'never passed on',
            allow: 'GET',
          })
          .end(JSON.stringify(received));
      }
      if (url.pathname === '/api/User/stream') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        for (let i = 0; i < 50; i += 1) response.write(`${'row,'.repeat(1000)}${i}\n`);
        return response.end();
      }
      if (url.pathname === '/api/User/big') return response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(100_000));
      if (url.pathname === '/api/files/catalogue/a.svg') {
        return response
          .writeHead(200, { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'; sandbox" })
          .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      }
      const body = JSON.stringify(received);
      return response.writeHead(url.pathname.endsWith('/User/unauthorised') ? 401 : 200, { 'content-type': 'application/json' }).end(body);
    });
  });
}

const seal = (data) => sealData(data, { password: SESSION_SECRET, ttl: 30 * 24 * 60 * 60 });
const sessionOf = (exp, refreshToken) =>
  seal({ accessToken: jwt(exp), refreshToken, accessExp: exp, userId: 1, username: 'demo', role: 'admin', agencyCount: 1, agencyId: 7, agencyName: 'A' });

/** One raw exchange: the status line, the headers as sent and the body bytes. */
function exchange(port, { method = 'GET', target, headers = {}, body, chunked }) {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers: { ...length, ...headers }, agent: false });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: `${response.statusCode} ${response.statusMessage}`, headers: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    if (chunked) {
      for (const piece of chunked) request.write(piece);
      request.end();
    } else request.end(body);
  });
}

/** A refreshed token's expiry is the clock's; the rest of it must match. */
function withoutExpiry(token) {
  const [head, payload, signature] = token.split('.');
  return `${head}.${JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url')), exp: '<exp>' })}.${signature}`;
}

/** What a sealed session cookie holds (its seal differs every time: fresh salt and IV). */
async function sealedData(seal) {
  if (!seal) return '';
  const data = await unsealData(seal, { password: SESSION_SECRET, ttl: 30 * 24 * 60 * 60 });
  return JSON.stringify({ ...data, accessToken: data.accessToken && withoutExpiry(data.accessToken), accessExp: data.accessExp && '<exp>' });
}

/** Date, seals, nonces and token expiries differ on every answer; the rest must not. */
async function comparable(answer, port) {
  const headers = [];
  const vary = [];
  for (let i = 0; i < answer.headers.length; i += 2) {
    const name = answer.headers[i];
    let value = answer.headers[i + 1];
    if (name.toLowerCase() === 'vary') {
      vary.push(
        ...value
          .split(',')
          .map((token) => token.trim())
          .filter((token) => !/^(rsc|next-router-)/i.test(token)),
      );
      continue;
    }
    if (name.toLowerCase() === 'date') value = '<date>';
    if (name.toLowerCase() === 'set-cookie') {
      const seal = /^portal_session=([^;]*)/.exec(value)?.[1];
      value = value.replace(/^portal_session=[^;]*/, `portal_session=<seal of ${await sealedData(seal)}>`).replace(/Expires=[^;]+/, 'Expires=<now + max-age>');
    }
    headers.push(`${name.toLowerCase()}: ${value}`);
  }
  if (vary.length > 0) headers.push(`vary: ${vary.join(', ')}`);
  const body = answer.body
    .toString('latin1')
    .replaceAll(String(port), '<port>')
    .replace(/nonce(-|=")[A-Za-z0-9+/=]+/g, 'nonce$1<n>')
    .replace(/Bearer ([\w-]+\.[\w-]+\.[\w-]+)/g, (_, token) => `Bearer ${withoutExpiry(token)}`);
  return { status: answer.status, headers: headers.map((header) => header.replace(/nonce-[A-Za-z0-9+/=]+/g, 'nonce-<n>')), body };
}

const api = scriptedApi();
await new Promise((resolve) => api.listen(ports.api, '127.0.0.1', resolve));
let failures = 0;
// Without a trusted proxy, then behind one (the forwarded headers count).
for (const setting of [{}, { TRUST_PROXY: '1' }]) {
  console.log(`\n${JSON.stringify(setting)}`);
  const next = ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p'];
  const env = { API_BASE_URL: `http://127.0.0.1:${ports.api}`, SESSION_SECRET, COOKIE_SECURE: 'false', ...setting };
  startChild(children, 'proxy', [...next, String(ports.proxy)], { ...env, DATA_DIR: path.join(root, 'proxy') });
  // BFF_EQUIVALENCE_HANDLER_DIR: the route handler of another checkout (an earlier build, say) instead of this one's.
  const handlerDir = process.env.BFF_EQUIVALENCE_HANDLER_DIR ? [process.env.BFF_EQUIVALENCE_HANDLER_DIR] : [];
  startChild(children, 'handler', [...next, String(ports.handler), ...handlerDir], { ...env, DATA_DIR: path.join(root, 'handler'), BFF_EARLY: 'off' });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${ports.proxy}/api/openapi.json`), waitFor(`http://127.0.0.1:${ports.handler}/api/openapi.json`)]);
    failures += await compareAll();
  } finally {
    await stopChildren(children.splice(0));
  }
}
console.log(failures === 0 ? '\nevery case answers the same' : `\n${failures} cases differ`);
process.exitCode = failures === 0 ? 0 : 1;
api.close();
fs.rmSync(root, { recursive: true, force: true });

async function compareAll() {
  const fresh = `portal_session=${await sessionOf(now() + 3600, 'good-fresh')}`;
  const cases = [];
  const add = (name, request) => cases.push({ name, request });
  const same = (port) => ({ origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' });
  add('no session', { target: '/api/Account/User' });
  add('signed in', { target: '/api/Account/User', headers: { cookie: fresh } });
  add('query and client headers', {
    target: "/api/Account/User?b=%20x&a=1&a=2&c=+&d='&e=%C3%A8&f",
    headers: { cookie: fresh, 'accept-language': 'it', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
  add('HEAD', { method: 'HEAD', target: '/api/Account/User', headers: { cookie: fresh } });
  add('compressed answer', { target: `/api/Account/User?${'long=query&'.repeat(200)}`, headers: { cookie: fresh, 'accept-encoding': 'gzip, deflate, br' } });
  add('compressed small answer', { target: '/api/Account/User', headers: { 'accept-encoding': 'gzip' } });
  add('POST from the forwarded origin', {
    method: 'POST',
    target: '/api/User/echo',
    headers: {
      cookie: fresh,
      origin: 'https://portal.example',
      'x-forwarded-host': 'portal.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    },
    body: '{}',
  });
  add('public path, no session', { target: '/api/openapi.json' });
  add('public path, signed in', { target: '/api/openapi.json', headers: { cookie: fresh } });
  add('catalogue picture', { target: '/api/files/catalogue/a.svg', headers: { cookie: fresh } });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    add(`${method} same origin`, { method, target: '/api/User/echo', headers: { cookie: fresh, ...same('PORT') }, body: '{"a":1}' });
  }
  add('POST no origin', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, 'content-type': 'application/json' }, body: '{}' });
  add('POST other origin', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, origin: 'http://evil.example' }, body: '{}' });
  add('POST cross-site fetch', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, 'sec-fetch-site': 'cross-site', ...same('PORT') } });
  add('POST Sec-Fetch-Site only', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, 'sec-fetch-site': 'same-origin' }, body: 'plain' });
  add('POST public, no session', { method: 'POST', target: '/api/Account/SendResetPassword', headers: same('PORT'), body: '{"e":1}' });
  add('POST over the limit', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, ...same('PORT') }, body: 'x'.repeat(20_000) });
  add('POST chunked over the limit', {
    method: 'POST',
    target: '/api/User/echo',
    headers: { cookie: fresh, ...same('PORT') },
    chunked: ['x'.repeat(10_000), 'y'.repeat(10_000)],
  });
  add('POST chunked within the limit', { method: 'POST', target: '/api/User/echo', headers: { cookie: fresh, ...same('PORT') }, chunked: ['{"a":', '2}'] });
  add('API headers', { target: '/api/User/headers', headers: { cookie: fresh } });
  for (const status of [204, 304, 400, 404, 409, 429, 500]) add(`API ${status}`, { target: `/api/User/status/${status}`, headers: { cookie: fresh } });
  add('API 401 ends the session', { target: '/api/User/unauthorised', headers: { cookie: fresh } });
  add('API streams', { target: '/api/User/stream', headers: { cookie: fresh } });
  add('API long answer', { target: '/api/User/big', headers: { cookie: fresh } });
  add('API unreachable', { target: '/api/User/drop', headers: { cookie: fresh } });
  add('tampered cookie', { target: '/api/Account/User', headers: { cookie: `${fresh.slice(0, -12)}AAAAAAAAAAAA` } });
  add('two session cookies', { target: '/api/Account/User', headers: { cookie: `portal_session=junk; ${fresh}` } });
  add('refusals: unknown path', { target: '/api/Nope' });
  add('refusals: method', { method: 'DELETE', target: '/api/Account/User', headers: { cookie: fresh, ...same('PORT') } });
  add('refusals: OPTIONS', { method: 'OPTIONS', target: '/api/Account/User' });
  add('refusals: trailing slash', { target: '/api/Account/User/' });
  add('refusals: encoded', { target: '/api/Account/%55ser' });
  add('refusals: doubled slash', { target: '/api//Account/User' });
  add('refusals: TRACE', { method: 'TRACE', target: '/api/Account/User' });
  // Not compared: an RSC request (`rsc` header, `_rsc`), which Next.js hides from a proxy, so proxy.ts answers it as any
  // call, while the route handler's answer is Next.js's redirect to the same path.
  add('session route', { target: '/api/session/end' });

  // Token states, each with its own refresh token (a refresh is shared within a process for a few seconds).
  const states = [
    ['refreshed near expiry', 60, 'good-near'],
    ['refresh refused, token still valid', 60, 'bad-near'],
    ['refresh refused, token expired', -10, 'bad-expired'],
    ['no refresh token, expired', -10, ''],
    ['refresh answers a token without expiry', 60, 'noexp'],
  ];
  for (const [name, inSeconds, refreshToken] of states) {
    add(name, { target: '/api/Account/User', headers: { cookie: `portal_session=${await sessionOf(now() + inSeconds, refreshToken)}` } });
  }

  let failures = 0;
  for (const { name, request } of cases) {
    const answers = [];
    for (const port of [ports.proxy, ports.handler]) {
      const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([key, value]) => [key, value.replace('PORT', String(port))]));
      answers.push(await comparable(await exchange(port, { ...request, headers }), port));
    }
    const [proxy, handler] = answers.map((answer) => JSON.stringify(answer, null, 1));
    if (proxy === handler) {
      console.log(`same      ${name}: ${answers[0].status}${process.env.BFF_EQUIVALENCE_SHOW ? `\n${proxy}` : ''}`);
    } else {
      failures += 1;
      console.log(`DIFFERENT ${name}\n--- proxy.ts\n${proxy}\n--- route handler\n${handler}`);
    }
  }
  console.log(`${cases.length - failures} of ${cases.length} cases answer the same`);
  return failures;
}
