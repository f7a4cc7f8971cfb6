'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { portalApi } from '@/lib/client/portal-api';
import { localHref, PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';

/**
 * 'Modifica': the contract goes into the cart as the quote that edits it, and
 * the recap opens. An open quote of other products would be replaced: the
 * agent is asked first.
 */
export function EditContractButton({ agencyId, contract }: { agencyId: number; contract: { id: number; number: string } }) {
  const t = useTranslations('contracts.actions');
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'asking' | 'busy'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function load(force: boolean) {
    setState('busy');
    setFailure(null);
    try {
      // Loaded on the click: the mapping parses with the cart's full schema (zod), which the contract page need not carry,
      // and the cart's calls.
      const [detail, { quoteFromContract }, { changeOpenQuote }] = await Promise.all([
        portalApi.get('/api/Agency/{agencyId}/Contracts/{contractId}', { params: { agencyId, contractId: contract.id } }),
        import('@/core/cart/quote-from-contract'),
        import('@/lib/cart/open-quote-writes'),
      ]);
      const quote = quoteFromContract(detail);
      // An open quote of other products is replaced only once the agent said so.
      const written = await changeOpenQuote(agencyId, (open) =>
        open.quote.lines.length > 0 && open.quote.editing?.contractId !== contract.id && !force ? null : quote,
      );
      if (!written) {
        setState('asking');
        return;
      }
      window.location.assign(localHref('/cart/recap'));
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
      setState('idle');
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => state !== 'busy' && void load(false)} aria-busy={state === 'busy' || undefined}>
        {state === 'busy' ? t('editOpening') : t('edit')}
      </Button>
      {failure && <Alert>{failure}</Alert>}
      <ConfirmDialog
        open={state === 'asking'}
        onOpenChange={(open) => !open && setState('idle')}
        title={t('editReplaceTitle')}
        description={t('editReplaceText', { number: contract.number })}
        confirmLabel={t('editReplaceConfirm')}
        dismissLabel={t('editKeepQuote')}
        onConfirm={() => void load(true)}
      />
    </>
  );
}
