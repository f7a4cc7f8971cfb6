// What a page does with its API reads' failures (lib/api/page-read.ts): 503 (the database away) shows the
// "service temporarily unavailable" page in the page's language, not the general error; the others keep their ways.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/upstream';

class Navigated extends Error {
  constructor(readonly to: string) {
    super(to);
  }
}
const ended = vi.hoisted(() => ({ locales: [] as string[] }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Navigated(to);
  },
  notFound: () => {
    throw new Navigated('not-found');
  },
}));
vi.mock('@/lib/auth/page-guard', () => ({
  endSession: (locale: string) => {
    ended.locales.push(locale);
    throw new Navigated('signed-out');
  },
}));

const { isUnavailable, leavePageAfter, orNull, pageRead } = await import('@/lib/api/page-read');

const failing = (status: number, code = 'generic') =>
  Promise.reject(new UpstreamError(status, { errors: [{ code, message: code }] }, status === 503 ? '5' : undefined));

async function outcome(read: Promise<unknown>, locale: 'it' | 'en' = 'it'): Promise<string> {
  try {
    await pageRead(read, locale);
    return 'read';
  } catch (error) {
    return error instanceof Navigated ? error.to : `thrown ${(error as Error).message}`;
  }
}

describe('pageRead', () => {
  afterEach(() => {
    ended.locales = [];
  });

  it('shows the unavailable page for a 503, in the Italian or the English site', async () => {
    expect(await outcome(failing(503, 'service_unavailable'))).toBe('/unavailable');
    expect(await outcome(failing(503, 'service_unavailable'), 'en')).toBe('/en/unavailable');
  });

  it('keeps the other outcomes: 401 signs out, 403 forbidden, 404 not found, 500 to the general error', async () => {
    expect(await outcome(failing(401))).toBe('signed-out');
    expect(ended.locales).toEqual(['it']);
    expect(await outcome(failing(403))).toBe('/forbidden');
    expect(await outcome(failing(404))).toBe('not-found');
    expect(await outcome(failing(500))).toBe('thrown API answered 500: generic');
    expect(await outcome(Promise.resolve(1))).toBe('read');
  });

  it('tells the 503 from other failures', () => {
    expect(isUnavailable(new UpstreamError(503, null))).toBe(true);
    expect(isUnavailable(new UpstreamError(500, null))).toBe(false);
    expect(isUnavailable(new Error('503'))).toBe(false);
  });

  it('lets a 503 through orNull, so the page shows it rather than an empty section', async () => {
    await expect(orNull(failing(503))).rejects.toBeInstanceOf(UpstreamError);
    expect(await orNull(failing(404))).toBeNull();
  });
});

describe('leavePageAfter (the secured layout and the agency choice)', () => {
  const leaving = (error: unknown, locale: 'it' | 'en' = 'it') => {
    try {
      leavePageAfter(error, locale, 'test');
    } catch (navigated) {
      return (navigated as Navigated).to;
    }
    return 'stayed';
  };

  it('signs out on a 401, shows the unavailable page on a 503, the general error on anything else', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(leaving(new UpstreamError(401, null))).toBe('signed-out');
    expect(leaving(new UpstreamError(503, null), 'en')).toBe('/en/unavailable');
    expect(errors).not.toHaveBeenCalled();
    expect(leaving(new UpstreamError(500, null))).toBe('/GeneralError');
    expect(leaving(new Error('socket hang up'), 'en')).toBe('/en/GeneralError');
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
