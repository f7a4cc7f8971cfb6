// Rendering cart components as the portal does: next-intl with the real
// messages, the cart provider around them, the API answered by a fake fetch
// that records what the browser sends. Navigation is stubbed by each test
// file with vi.mock('@/i18n/navigation', () => import('./navigation-mock')).
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { push } from './navigation-mock';
import { CartProvider } from '@/components/cart/cart-provider';
import type { CatalogueInfo, OpenQuote } from '@/lib/cart/types';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { AGENCY, INFO } from '../fixtures';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Handler = (call: Call) => Answer | undefined;

/** A fake API: handlers answer by URL; PUT …/Cart always succeeds with a rising revision. */
export function fakeApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  let revision = 1;
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer =
      handler(call) ??
      (call.method === 'PUT' && url.endsWith('/Cart')
        ? { body: { ...(call.body as object), revision: ++revision, updatedAt: null } }
        : { status: 404, body: { errors: [{ code: 'not_found' }] } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, saved: () => calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { quote: OpenQuote }).quote) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  push.mockReset();
});

export function renderInCart(ui: ReactNode, quote: OpenQuote, options: { locale?: 'it' | 'en'; info?: CatalogueInfo } = {}) {
  const locale = options.locale ?? 'it';
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      <CartProvider agencyId={2} initial={{ quote, revision: 1, updatedAt: null }} info={options.info ?? INFO} agency={AGENCY} durations={[24, 36, 48, 60]}>
        {ui}
      </CartProvider>
    </NextIntlClientProvider>,
  );
}

export function renderIntl(ui: ReactNode, locale: 'it' | 'en' = 'it') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );
}
