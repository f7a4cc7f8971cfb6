'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { CONSENT_COOKIE, consentCookie } from '@/lib/cookie-consent';
import { CookieBannerView } from './cookie-banner-view';

// Fixed at the bottom until accepted. Only rendered (cookie-banner-loader.tsx) when the server found
// no consent, so it never flashes for someone who already accepted.
export function CookieBanner() {
  const t = useTranslations('cookieBanner');
  const locale = useLocale();
  const [accepted, setAccepted] = useState(false);
  if (accepted) return null;

  function accept(event: FormEvent<HTMLFormElement>) {
    // Hydrated: the consent is stored here, without the form's round trip to the server.
    event.preventDefault();
    const now = new Date();
    document.cookie = consentCookie(now, window.location.protocol === 'https:');
    localStorage.setItem(CONSENT_COOKIE, JSON.stringify({ accepted: true, timestamp: now.toISOString() }));
    setAccepted(true);
    // The button goes away with the banner: focus moves to the page's content, not to <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return <CookieBannerView label={t('label')} text={t('text')} accept={t('accept')} locale={locale} onSubmit={accept} />;
}
