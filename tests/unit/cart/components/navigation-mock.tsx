// Stands in for '@/i18n/navigation' (no Next router in jsdom): links are plain
// anchors, pushes are recorded. Tests use it with
// vi.mock('@/i18n/navigation', () => import('./navigation-mock')).
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const push = vi.fn();
export const refresh = vi.fn();

// `prefetch` is a Next Link prop, not an attribute of <a>.
export function Link({ href, children, ...rest }: { href: string; children: ReactNode; prefetch?: boolean }) {
  const props: Record<string, unknown> = { ...rest };
  delete props.prefetch;
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export const useRouter = () => ({ push, replace: vi.fn(), back: vi.fn(), refresh });
export const usePathname = () => '/cart';
