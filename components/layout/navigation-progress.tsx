'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { followsInPlace } from '@/i18n/plain-click';

/** A navigation shorter than this shows nothing (no flash on a fast answer). */
const SHOW_AFTER_MS = 150;

/** Whether a click on this element starts a client navigation to another page of the portal. */
export function startsNavigation(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>, here: URL): boolean {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || !followsInPlace(event, anchor)) return false;
  const url = new URL(anchor.getAttribute('href')!, here);
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}

// Secured pages render whole on the server (no skeleton: a streamed skeleton
// delays the page's largest paint, docs/architecture.md "Loading states"), so
// a link to another page shows this bar until the new page has arrived.
export function NavigationProgress() {
  const t = useTranslations('common');
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(here);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The new page has arrived: the bar goes (state adjusted while rendering, not in an effect).
  if (shown !== here) {
    setShown(here);
    setPending(false);
  }
  useEffect(() => () => clearTimeout(timer.current), [here]);

  useEffect(() => {
    // Capture: the portal's Link prevents the default (the router navigates) before a bubbling listener would see the click.
    const onClick = (event: MouseEvent) => {
      if (!startsNavigation(event, new URL(window.location.href))) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPending(true), SHOW_AFTER_MS);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer.current);
    };
  }, []);

  if (!pending) return null;
  return (
    <div role="status" aria-label={t('loading')} data-testid="navigation-progress" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-dark">
      <div className="h-full w-1/3 animate-[navigation-progress_1.2s_ease-in-out_infinite] bg-primary-contrast motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
