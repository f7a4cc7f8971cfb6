'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CONSENT_COOKIE, consentCookie } from '@/lib/cookie-consent';
import { Button } from '../ui/button';

// Fixed at the bottom until accepted. Only rendered (cookie-banner-loader.tsx) when the server found
// no consent, so it never flashes for someone who already accepted.
export function CookieBanner() {
  const t = useTranslations('cookieBanner');
  const [accepted, setAccepted] = useState(false);
  if (accepted) return null;

  function accept() {
    const now = new Date();
    document.cookie = consentCookie(now, window.location.protocol === 'https:');
    localStorage.setItem(CONSENT_COOKIE, JSON.stringify({ accepted: true, timestamp: now.toISOString() }));
    setAccepted(true);
    // The button goes away with the banner: focus moves to the page's content, not to <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">{t('text')}</p>
        <Button onClick={accept}>{t('accept')}</Button>
      </div>
    </section>
  );
}
