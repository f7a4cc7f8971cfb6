import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from '@/backend/lib/client-ip';

const appWith = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(String(clientIp(c, trustProxy))));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('clientIp', () => {
  it('takes the first X-Forwarded-For entry behind a trusted proxy', async () => {
    const response = await appWith(true).request('/', { headers: { 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1' } }, socket('10.0.0.1'));
    expect(await response.text()).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or not an address', async () => {
    const app = appWith(true);
    expect(await (await app.request('/', {}, socket('::1'))).text()).toBe('::1');
    expect(await (await app.request('/', { headers: { 'x-forwarded-for': 'evil' } }, socket('192.0.2.4'))).text()).toBe('192.0.2.4');
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    const response = await appWith(false).request('/', { headers: { 'x-forwarded-for': '203.0.113.9' } }, socket('192.0.2.4'));
    expect(await response.text()).toBe('192.0.2.4');
  });

  it('answers null in process without a forwarded address', async () => {
    expect(await (await appWith(true).request('/')).text()).toBe('null');
    expect(await (await appWith(false).request('/', { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('null');
  });
});
