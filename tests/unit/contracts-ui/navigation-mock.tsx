// Stands in for '@/i18n/navigation' in jsdom (no Next router): links are plain
// anchors that keep their click handlers, router calls are recorded.
// Used with vi.mock('@/i18n/navigation', () => import('./navigation-mock')).
import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';

export const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };

export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; scroll?: boolean }) {
  const anchor = { ...props };
  delete anchor.scroll; // next/link's option, not an attribute
  return <a href={href} {...anchor} />;
}

export const useRouter = () => router;
export const usePathname = () => '/contracts';
