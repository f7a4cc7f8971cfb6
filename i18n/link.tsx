'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { followsInPlace } from '@/i18n/plain-click';
import { localizedPath } from '@/i18n/locale-path';
import type { Locale } from './routing';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** a portal path without the locale ('/contracts/7'), or an external address */
  href: string;
  /** false keeps the scroll position (a table re-sorted in place) */
  scroll?: boolean;
  /** false: no prefetch when the pointer comes near */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

// A plain <a> that Next's router follows, in place of next/link (≈ 4 kB gzip
// on every page). Every page of the portal is dynamic, so next/link's
// prefetch of links in view fetched nothing a click could reuse; this one
// warms the route when the pointer reaches the link. docs/architecture.md,
// "Links".
export function Link({ href, scroll, prefetch, onClick, onMouseEnter, onTouchStart, ref, ...rest }: LinkProps) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const target = localizedPath(href, locale);
  const internal = target.startsWith('/');

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !internal || !followsInPlace(event, event.currentTarget)) return;
    event.preventDefault();
    router.push(target, { scroll: scroll ?? true });
  }

  function warm() {
    if (internal && prefetch !== false) router.prefetch(target);
  }

  return (
    <a
      ref={ref}
      href={target}
      onClick={follow}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      {...rest}
    />
  );
}
