'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { localHref, PortalError, portalFetch } from '@/lib/client/portal-fetch';
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
      // Loaded on the click: the mapping parses with the cart's full schema (zod), and the cart's calls and save
      // queue, which the contract page need not carry.
      const [detail, { quoteFromContract }, { putQuote, readQuote }, { QuoteConflict }] = await Promise.all([
        portalFetch<ContractDetail>(`/api/Agency/${agencyId}/Contracts/${contract.id}`),
        import('@/lib/cart/quote-from-contract'),
        import('@/lib/cart/client-api'),
        import('@/lib/cart/save-queue'),
      ]);
      const quote = quoteFromContract(detail);
      for (let attempt = 0; ; attempt += 1) {
        const open = await readQuote(agencyId);
        const replaces = open.quote.lines.length > 0 && open.quote.editing?.contractId !== contract.id;
        if (replaces && !force) {
          setState('asking');
          return;
        }
        try {
          await putQuote(agencyId, quote, open.revision);
          break;
        } catch (error) {
          if (!(error instanceof QuoteConflict) || attempt > 0) throw error;
        }
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
