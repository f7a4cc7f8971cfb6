'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { signOut } from '@/lib/client/sign-out';
import { Button } from '../ui/button';

// 'Errore generico / Si è verificato un errore inatteso'; closing signs out. Every page loads it
// (app/[locale]/error.tsx), so the sign-out's code loads only on the click.
export function GeneralError() {
  const t = useTranslations('generalError');
  const locale = useLocale() as Locale;
  const [closing, setClosing] = useState(false);
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('text')}</p>
      <Button
        className="mt-6"
        disabled={closing}
        onClick={() => {
          setClosing(true);
          signOut(locale);
        }}
      >
        {closing ? t('closing') : t('close')}
      </Button>
    </div>
  );
}
