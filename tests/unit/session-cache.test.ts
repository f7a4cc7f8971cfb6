// The session cookie is opened once per seal: the remembered data is a copy,
// never kept for a seal that did not open or has expired, and the map stays bounded.
import { sealData, unsealData } from 'iron-session';
import { describe, expect, it, vi } from 'vitest';
import { memoizeUnseal, sealExpiry, sealWithoutVersion } from '@/lib/server/session-cache';

const password = 'p'.repeat(32);
type Data = { accessToken: string; agencyId: number };

function memo(capacity = 10, now = () => Date.now()) {
  const unseal = vi.fn((seal: string) => unsealData<Data>(seal, { password, ttl: 3600 }));
  return { unseal, seals: memoizeUnseal<Data>(unseal, { capacity, now }) };
}

describe('seal parts', () => {
  it("reads the expiry iron writes into a seal and drops iron-session's version marker", async () => {
    const before = Date.now();
    const seal = await sealData({ a: 1 }, { password, ttl: 3600 });
    expect(seal.endsWith('~2')).toBe(true);
    const expiry = sealExpiry(sealWithoutVersion(seal))!;
    expect(expiry).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(expiry).toBeLessThan(Date.now() + 3_600_001);
    expect(sealExpiry('Fe26.2*1*a*b*c**d*e')).toBeUndefined();
    expect(sealExpiry('not a seal')).toBeUndefined();
    expect(sealExpiry('Fe26.2*1*a*b*c*0123*d*e')).toBeUndefined();
  });
});

describe('memoizeUnseal', () => {
  it('opens a seal once and hands out copies that callers may change freely', async () => {
    const { unseal, seals } = memo();
    const seal = await sealData({ accessToken: 't', agencyId: 2 }, { password, ttl: 3600 });
    const [first, second] = await Promise.all([seals.open(seal), seals.open(seal)]);
    first.accessToken = 'changed';
    expect(second).toEqual({ accessToken: 't', agencyId: 2 });
    expect(await seals.open(seal)).toEqual({ accessToken: 't', agencyId: 2 });
    expect(unseal).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for a seal that does not open', async () => {
    const { unseal, seals } = memo();
    const seal = await sealData({ accessToken: 't', agencyId: 2 }, { password: 'q'.repeat(32), ttl: 3600 });
    const tampered = seal.replace(/\*[^*]+$/, '*AAAA');
    for (const bad of [seal, tampered, 'garbage']) {
      expect(await seals.open(bad)).toEqual({});
      expect(await seals.open(bad)).toEqual({});
    }
    expect(seals.size).toBe(0);
    expect(unseal).toHaveBeenCalledTimes(6);
  });

  it('lets iron judge a seal again once it has expired (with its minute of skew)', async () => {
    let clock = Date.now();
    const { unseal, seals } = memo(10, () => clock);
    const seal = await sealData({ accessToken: 't', agencyId: 2 }, { password, ttl: 3600 });
    await seals.open(seal);
    await seals.open(seal);
    expect(unseal).toHaveBeenCalledTimes(1);
    clock += 3_600_000 + 61_000;
    await seals.open(seal);
    expect(unseal).toHaveBeenCalledTimes(2);
    expect(seals.size).toBe(0);
  });

  it('forgets the least recently used seal beyond its capacity', async () => {
    const { unseal, seals } = memo(2);
    const [a, b, c] = await Promise.all([1, 2, 3].map((agencyId) => sealData({ accessToken: 't', agencyId }, { password, ttl: 3600 })));
    await seals.open(a!);
    await seals.open(b!);
    await seals.open(a!); // a is now the most recent
    await seals.open(c!); // b goes
    expect(seals.size).toBe(2);
    unseal.mockClear();
    await seals.open(a!);
    await seals.open(c!);
    expect(unseal).not.toHaveBeenCalled();
    expect((await seals.open(b!)).agencyId).toBe(2);
    expect(unseal).toHaveBeenCalledTimes(1);
  });
});
