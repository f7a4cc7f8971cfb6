import { describe, expect, it } from 'vitest';
import { LAUNCH_COUNT_KEY, recordLaunch, RUN_ID_KEY } from '@/lib/client/launch-count';
import { CONSENT_MAX_AGE_SECONDS, consentCookie, parseConsent } from '@/lib/cookie-consent';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('app-run-id and app-launch-count', () => {
  it('keeps one run id and counts one launch per browser session', () => {
    const local = new MemoryStorage();
    let ids = 0;
    const newId = () => `id-${++ids}`;
    recordLaunch(local, new MemoryStorage(), newId);
    const tab = new MemoryStorage();
    recordLaunch(local, tab, newId);
    recordLaunch(local, tab, newId); // a reload in the same session
    expect(local.getItem(RUN_ID_KEY)).toBe('id-1');
    expect(local.getItem(LAUNCH_COUNT_KEY)).toBe('2');
  });

  it('recovers from a corrupted count', () => {
    const local = new MemoryStorage();
    local.setItem(LAUNCH_COUNT_KEY, 'garbage');
    recordLaunch(local, new MemoryStorage(), () => 'x');
    expect(local.getItem(LAUNCH_COUNT_KEY)).toBe('1');
  });
});

describe('cookie consent', () => {
  it('stores acceptance with its timestamp for 365 days', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const cookie = consentCookie(now, true);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 86400);
    expect(cookie).toContain(`Max-Age=${365 * 86400}`);
    expect(cookie).toContain('Secure');
    const value = cookie.split(';')[0]!.split('=')[1];
    expect(parseConsent(value)).toEqual({ accepted: true, timestamp: '2026-11-22T10:00:00.000Z' });
  });

  it('treats anything else as no consent', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(encodeURIComponent(JSON.stringify({ accepted: false, timestamp: 'x' })))).toBeNull();
  });
});
