'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useCart } from './cart-provider';

/** Tells whether the quote is stored; a conflict with another tab or device asks for a reload. */
export function SaveIndicator() {
  const { saveState } = useCart();
  const t = useTranslations('cart.save');
  const errors = useTranslations('errors');
  if (saveState === 'conflict') {
    return (
      <Alert>
        <span className="flex flex-wrap items-center justify-between gap-2">
          {errors('quote_changed')}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </span>
      </Alert>
    );
  }
  if (saveState === 'error') return <Alert>{t('failed')}</Alert>;
  return (
    <p className="text-xs text-ink-muted" aria-live="polite" data-save-state={saveState}>
      {saveState === 'saved' ? t('saved') : t('saving')}
    </p>
  );
}
