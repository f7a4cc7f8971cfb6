// The optional locale dictionary (issue 6): merged over the bundled messages,
// fetched with a timeout and cached; a bad or missing one changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache, dictionaryMessages, mergeMessages, sanitizeMessages } from '@/i18n/dictionary';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  clearDictionaryCache();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('merging', () => {
  it('puts dictionary strings over bundled ones, keeps the rest, never changes shapes', () => {
    const bundled = { login: { title: 'Accedi', submit: 'Accedi' }, common: { close: 'Chiudi' } };
    const merged = mergeMessages(bundled, { login: { title: 'Entra', extra: 'x' }, common: 'not a namespace' } as never);
    expect(merged).toEqual({ login: { title: 'Entra', submit: 'Accedi' }, common: { close: 'Chiudi' } });
  });

  it('drops anything but nested strings, and prototype keys', () => {
    expect(sanitizeMessages(JSON.parse('{"a":"x","b":1,"c":[1],"d":{"e":"y","__proto__":{"p":"z"}}}'))).toEqual({ a: 'x', d: { e: 'y' } });
    expect(sanitizeMessages('text')).toBeNull();
  });
});

describe('fetching', () => {
  it('is off without LOCALE_DICTIONARY_URL', async () => {
    const fetcher = vi.fn();
    expect(await dictionaryMessages('it', {}, fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fills {locale} and caches for the TTL', async () => {
    const fetcher = vi.fn((url: string) => json({ login: { title: url.endsWith('/en.json') ? 'Log in' : 'Entra' } }));
    const env = { LOCALE_DICTIONARY_URL: 'https://dict.example/{locale}.json', LOCALE_DICTIONARY_TTL_SECONDS: '60' };
    let now = 1_000;
    const clock = () => now;
    expect(await dictionaryMessages('en', env, fetcher, clock)).toEqual({ login: { title: 'Log in' } });
    expect(await dictionaryMessages('en', env, fetcher, clock)).toEqual({ login: { title: 'Log in' } });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toBe('https://dict.example/en.json');
    now += 61_000;
    await dictionaryMessages('en', env, fetcher, clock);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reads one document keyed by language when the URL has no {locale}', async () => {
    const fetcher = vi.fn(() => json({ it: { login: { title: 'Entra' } }, en: { login: { title: 'Log in' } } }));
    expect(await dictionaryMessages('it', { LOCALE_DICTIONARY_URL: 'https://dict.example/all.json' }, fetcher)).toEqual({ login: { title: 'Entra' } });
  });

  it('falls back to the bundled messages on an error status, bad JSON, a timeout or a bad URL, and logs', async () => {
    const env = { LOCALE_DICTIONARY_URL: 'https://dict.example/{locale}.json?key=secret' };
    expect(await dictionaryMessages('it', env, () => json({}, 500))).toBeNull();
    clearDictionaryCache();
    expect(await dictionaryMessages('it', env, () => Promise.resolve(new Response('<html>')))).toBeNull();
    clearDictionaryCache();
    const slow = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    expect(await dictionaryMessages('it', { ...env, LOCALE_DICTIONARY_TIMEOUT_MS: '20' }, slow)).toBeNull();
    expect(await dictionaryMessages('it', { LOCALE_DICTIONARY_URL: 'not a url' }, vi.fn())).toBeNull();
    const logged = vi.mocked(console.error).mock.calls.flat().join(' ');
    expect(logged).toContain('dict.example');
    expect(logged).not.toContain('secret');
  });
});
