'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { discardQuote } from '@/lib/cart/client-api';
import { localHref } from '@/lib/client/portal-fetch';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { useCart } from './cart-provider';

/** While the quote edits a submitted contract, every cart step says so, with the way back that leaves the contract as it is. */
export function EditingBanner() {
  const t = useTranslations('cart.editing');
  const { agencyId, quote } = useCart();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const editing = quote.editing;
  if (!editing) return null;

  async function cancel() {
    setBusy(true);
    await discardQuote(agencyId).catch(() => undefined);
    window.location.assign(localHref(`/contracts/${editing!.contractId}`));
  }

  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="editing-banner"
    >
      <span>{t('notice', { number: editing.number })}</span>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('cancelTitle', { number: editing.number })}
        description={t('cancelText')}
        confirmLabel={t('cancelConfirm')}
        dismissLabel={t('keep')}
        busy={busy}
        onConfirm={() => void cancel()}
      />
    </div>
  );
}
