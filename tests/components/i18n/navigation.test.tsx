import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

// Next's own router stands in for the browser's history (jsdom has no Next router).
const next = vi.hoisted(() => ({
  router: { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() },
  pathname: '/',
}));
vi.mock('next/navigation', () => ({ useRouter: () => next.router, usePathname: () => next.pathname }));

afterEach(() => {
  cleanup();
  for (const fn of Object.values(next.router)) fn.mockReset();
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
});

const inLocale = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={{}}>
        {children}
      </NextIntlClientProvider>
    );
  };

describe('Link', () => {
  it('points at the page in the reader’s language and lets the router follow a plain click', () => {
    render(<Link href="/contracts/7">Contratto</Link>, { wrapper: inLocale('en') });
    const link = screen.getByRole('link', { name: 'Contratto' });
    expect(link.getAttribute('href')).toBe('/en/contracts/7');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(next.router.push).toHaveBeenCalledWith('/en/contracts/7', { scroll: true });
  });

  it('Italian pages have no prefix; scroll={false} keeps the position', () => {
    render(
      <Link href="/contracts?sort=number" scroll={false}>
        Numero
      </Link>,
      { wrapper: inLocale('it') },
    );
    const link = screen.getByRole('link', { name: 'Numero' });
    expect(link.getAttribute('href')).toBe('/contracts?sort=number');
    fireEvent.click(link);
    expect(next.router.push).toHaveBeenCalledWith('/contracts?sort=number', { scroll: false });
  });

  it('leaves a new tab, a modified or middle click, another target and another site to the browser', () => {
    render(
      <>
        <Link href="/customers">Clienti</Link>
        <Link href="/customers" target="_blank">
          Nuova scheda
        </Link>
        <Link href="https://example.com/">Fuori</Link>
      </>,
      { wrapper: inLocale('it') },
    );
    const plain = screen.getByRole('link', { name: 'Clienti' });
    expect(fireEvent.click(plain, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(plain, { metaKey: true })).toBe(true);
    expect(fireEvent.click(plain, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(plain, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Nuova scheda' }))).toBe(true);
    const outside = screen.getByRole('link', { name: 'Fuori' });
    expect(outside.getAttribute('href')).toBe('https://example.com/');
    expect(fireEvent.click(outside)).toBe(true);
    expect(next.router.push).not.toHaveBeenCalled();
  });

  it('runs its own onClick first, which may keep the router out', () => {
    const calls: string[] = [];
    render(
      <>
        <Link href="/orders" onClick={() => calls.push('closed the menu')}>
          Ordini
        </Link>
        <Link href="/stats" onClick={(event) => event.preventDefault()}>
          Statistiche
        </Link>
      </>,
      { wrapper: inLocale('it') },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ordini' }));
    fireEvent.click(screen.getByRole('link', { name: 'Statistiche' }));
    expect(calls).toEqual(['closed the menu']);
    expect(next.router.push).toHaveBeenCalledTimes(1);
    expect(next.router.push).toHaveBeenCalledWith('/orders', { scroll: true });
  });

  it('warms the route when the pointer reaches it, unless prefetch={false}', () => {
    render(
      <>
        <Link href="/families">Famiglie</Link>
        <Link href="/cart/recap" prefetch={false}>
          Riepilogo
        </Link>
      </>,
      { wrapper: inLocale('en') },
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Famiglie' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Famiglie' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Riepilogo' }));
    expect(next.router.prefetch.mock.calls).toEqual([['/en/families'], ['/en/families']]);
  });
});

describe('usePathname', () => {
  it('answers the path without its locale prefix', () => {
    next.pathname = '/en/contracts/7';
    expect(renderHook(usePathname, { wrapper: inLocale('en') }).result.current).toBe('/contracts/7');
    next.pathname = '/contracts/7';
    expect(renderHook(usePathname, { wrapper: inLocale('it') }).result.current).toBe('/contracts/7');
    next.pathname = '/en';
    expect(renderHook(usePathname, { wrapper: inLocale('en') }).result.current).toBe('/');
  });
});

describe('useRouter', () => {
  it('adds the reader’s prefix and keeps Next’s options', () => {
    const { result } = renderHook(useRouter, { wrapper: inLocale('en') });
    act(() => result.current.push('/users/4?created=1'));
    act(() => result.current.replace('/importexcel?job=3', { scroll: false }));
    result.current.refresh();
    expect(next.router.push).toHaveBeenCalledWith('/en/users/4?created=1', {});
    expect(next.router.replace).toHaveBeenCalledWith('/en/importexcel?job=3', { scroll: false });
    expect(next.router.refresh).toHaveBeenCalled();
  });

  it('switching language goes to the prefixed page and remembers the choice', () => {
    const { result } = renderHook(useRouter, { wrapper: inLocale('en') });
    act(() => result.current.replace('/contracts', { locale: 'it' }));
    expect(next.router.replace).toHaveBeenCalledWith('/it/contracts', {});
    expect(document.cookie).toContain('NEXT_LOCALE=it');
    act(() => result.current.replace('/', { locale: 'en' }));
    expect(next.router.replace).toHaveBeenLastCalledWith('/en', {});
  });
});
