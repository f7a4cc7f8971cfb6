import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, inProcessBindings } from '@/backend/http/client-ip';

const appWith = (trustedHops: number) => new Hono().get('/', (c) => c.text(String(clientIp(c, trustedHops))));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const ipSeen = async (hops: number, forwardedFor: string | null, env?: object) =>
  (await appWith(hops).request('/', { headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor } }, env)).text();

describe('clientIp', () => {
  it('uses the socket by default, whatever X-Forwarded-For says', async () => {
    expect(await ipSeen(0, '203.0.113.9', socket('192.0.2.4'))).toBe('192.0.2.4');
    expect(await ipSeen(0, '203.0.113.9, 198.51.100.1', socket('192.0.2.4'))).toBe('192.0.2.4');
  });

  it('takes the entry the farthest trusted proxy appended, not what the client wrote before it', async () => {
    // client forged 198.51.100.66; proxy 1 appended the real client, proxy 2 appended proxy 1
    const chain = '198.51.100.66, 203.0.113.9, 10.0.0.2';
    expect(await ipSeen(1, chain, socket('10.0.0.1'))).toBe('10.0.0.2');
    expect(await ipSeen(2, chain, socket('10.0.0.1'))).toBe('203.0.113.9');
    expect(await ipSeen(1, ' 203.0.113.9 ', socket('10.0.0.1'))).toBe('203.0.113.9');
  });

  it('takes the first entry when fewer proxies wrote than are trusted', async () => {
    expect(await ipSeen(3, '203.0.113.9', socket('10.0.0.1'))).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or not an address', async () => {
    expect(await ipSeen(1, null, socket('::1'))).toBe('::1');
    expect(await ipSeen(1, 'evil', socket('192.0.2.4'))).toBe('192.0.2.4');
  });

  it('answers null without a socket or a trusted forwarded address', async () => {
    expect(await ipSeen(1, null)).toBe('null');
    expect(await ipSeen(0, '203.0.113.9')).toBe('null');
  });

  it("in process takes the portal's address and nothing from the headers", async () => {
    expect(await ipSeen(1, '198.51.100.66', inProcessBindings('203.0.113.9'))).toBe('203.0.113.9');
    expect(await ipSeen(1, '198.51.100.66', inProcessBindings(undefined))).toBe('null');
    expect(await ipSeen(1, null, inProcessBindings('not-an-ip'))).toBe('null');
  });
});
