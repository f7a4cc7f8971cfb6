// Renders a component as the portal does: next-intl with the real messages.
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import enMessages from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { router } from './navigation-mock';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const fn of Object.values(router)) fn.mockReset();
});

export function renderIntl(ui: ReactNode, locale: 'it' | 'en' = 'it') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'it' ? itMessages : enMessages} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake portal API answering by method and URL; records what the browser sent. */
export function fakeApi(answer: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
