'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/client/session-actions';
import { Button } from '../ui/button';

// 'Errore generico / Si è verificato un errore inatteso'; closing signs out.
export function GeneralError() {
  const t = useTranslations('generalError');
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
          void logout();
        }}
      >
        {closing ? t('closing') : t('close')}
      </Button>
    </div>
  );
}
