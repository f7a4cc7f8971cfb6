// Rendering components as the portal does: next-intl with the real messages
// (and, for cart steps, the cart provider around them), the portal's API
// answered by a fake fetch that records what the browser sends. After each
// test the DOM, the fake fetch and the recorded router calls are reset.
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { type QuoteChecks, quoteChecks } from '@/lib/cart/quote-checks';
import { CartProvider } from '@/components/cart/cart-provider';
import type { CatalogueInfo, OpenQuote } from '@/lib/cart/types';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { AGENCY, INFO } from '../fixtures/cart';
import { location, router } from './navigation-mock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The cart keeps unsaved edits in sessionStorage: each test starts with none.
  window.sessionStorage.clear();
  for (const fn of Object.values(router)) fn.mockReset();
  location.pathname = '/cart';
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };

/**
 * A fake portal API: the handler answers by method and URL; what it leaves
 * unanswered is a PUT …/Cart that succeeds with a rising revision, or a 404.
 */
export function fakeApi(handler: (call: Call) => Answer | undefined = () => undefined) {
  const calls: Call[] = [];
  let revision = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      // JSON bodies are recorded parsed; anything else (a file being uploaded) as it was sent.
      const call = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined) };
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
    }),
  );
  // The list itself, also readable as `{ calls, saved }`; hidden properties, so a failing assertion can print the list.
  const saved = () => calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { quote: OpenQuote }).quote);
  Object.defineProperties(calls, { calls: { value: calls, enumerable: false }, saved: { value: saved, enumerable: false } });
  return calls as Call[] & { calls: Call[]; saved: typeof saved };
}

/** The tree renderIntl renders: also what a test passes to `rerender`, as a page rendered again would. */
export function withIntl(ui: ReactNode, locale: 'it' | 'en' = 'it') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>
  );
}

export function renderIntl(ui: ReactNode, locale: 'it' | 'en' = 'it') {
  return render(withIntl(ui, locale));
}

export function renderInCart(ui: ReactNode, quote: OpenQuote, options: { locale?: 'it' | 'en'; info?: CatalogueInfo; checks?: QuoteChecks } = {}) {
  const locale = options.locale ?? 'it';
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      <CartProvider
        agencyId={2}
        initial={{ quote, revision: 1, updatedAt: null }}
        info={options.info ?? INFO}
        agency={AGENCY}
        durations={[24, 36, 48, 60]}
        initialChecks={options.checks ?? quoteChecks(quote, options.info ?? INFO, AGENCY)}
      >
        {ui}
      </CartProvider>
    </NextIntlClientProvider>,
  );
}
