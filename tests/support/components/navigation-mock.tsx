// Stands in for '@/i18n/navigation' in jsdom (no Next router): links are plain
// anchors that keep their click handlers, router calls are recorded, the
// current path is whatever a test sets. Test files use it with
// vi.mock('@/i18n/navigation', () => import('<path>/tests/support/components/navigation-mock')).
import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';

export const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };
export const { push, refresh } = router;

/** The path usePathname answers; tests of a page under another path set it. */
export const location = { pathname: '/cart' };

export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean; prefetch?: boolean }) {
  const anchor = { ...props };
  // next/link's options, not attributes of <a>
  delete anchor.scroll;
  delete anchor.prefetch;
  return <a href={href} {...anchor} />;
}

export const useRouter = () => router;
export const usePathname = () => location.pathname;
