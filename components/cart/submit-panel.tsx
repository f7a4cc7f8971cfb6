'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createContract, discardQuote, editContract } from '@/lib/cart/client-api';
import { localHref, PortalError, type PortalErrorItem } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useCart } from './cart-provider';
import { ConfirmDialog } from './confirm-dialog';

/** Where an API error points, in words: "Signer 1: Fiscal code", "Destination 2", the model's name. */
function useFieldLabel() {
  const t = useTranslations('cart');
  const { quote, info } = useCart();
  return (field?: string): string | null => {
    if (!field) return null;
    const [head, second, third] = field.split('.');
    if (head === 'company' && second) return `${t('customer.companyTitle')}: ${t(`customer.company.${second}` as never)}`;
    if (head === 'signers' && second !== undefined && third)
      return `${t('customer.signerNumber', { number: Number(second) + 1 })}: ${t(`customer.signer.${third}` as never)}`;
    if (head === 'signers') return t('customer.signersTitle');
    if (head === 'lines' && second !== undefined) return info.models[quote.lines[Number(second)]?.modelId ?? -1]?.name ?? null;
    if (head === 'shipping' && second === 'destinations' && third !== undefined) return t('shipping.destinationNumber', { number: Number(third) + 1 });
    if (head === 'shipping' && second === 'contact' && third) return t(`customer.shippingContact.${third}` as never);
    if (head === 'shipping' && second === 'address' && third) return t(`customer.shippingAddress.${third}` as never);
    return null;
  };
}

/** Submits the quote as a contract after a confirmation; the API's errors list shows when it refuses. */
export function SubmitPanel({ blocked }: { blocked: boolean }) {
  const t = useTranslations('cart.submit');
  const { agencyId, quote, flush } = useCart();
  const errorText = useErrorText();
  const fieldLabel = useFieldLabel();
  const [state, setState] = useState<'idle' | 'submitting'>('idle');
  const [errors, setErrors] = useState<PortalErrorItem[]>([]);

  async function submit() {
    setState('submitting');
    setErrors([]);
    try {
      await flush();
      const editing = quote.editing;
      // The contract's body is built once, at the submit: its code loads then, not with the page.
      const { contractBody } = await import('@/lib/cart/contract-body');
      const contract = editing ? await editContract(agencyId, editing.contractId, contractBody(quote)) : await createContract(agencyId, contractBody(quote));
      // The quote is now a contract: the next one starts empty.
      await discardQuote(agencyId).catch(() => undefined);
      // An edited contract keeps its status: its page shows the result; a new one gets the submitted page.
      window.location.assign(localHref(editing ? `/contracts/${contract.id}` : `/cart/shipping-management?contract=${contract.id}`));
    } catch (error) {
      setErrors(PortalError.from(error).errors);
      setState('idle');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {errors.length > 0 && (
        <Alert>
          <span className="font-semibold">{quote.editing ? t('refusedEdit') : t('refused')}</span>
          <ul className="ml-5 list-disc" data-testid="submit-errors">
            {errors.map((error, index) => {
              const label = fieldLabel(error.field);
              return (
                <li key={`${error.field}-${index}`}>
                  {label ? `${label} — ` : ''}
                  {errorText(error)}
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
      <ConfirmDialog
        trigger={
          <Button disabled={blocked || state === 'submitting'} className="self-end px-6 py-3 text-base">
            {state === 'submitting' ? t('submitting') : quote.editing ? t('saveEdit') : t('submit')}
          </Button>
        }
        title={quote.editing ? t('confirmEditTitle', { number: quote.editing.number }) : t('confirmTitle')}
        description={quote.editing ? t('confirmEditText') : quote.customer.withCompany ? t('confirmText') : t('confirmDraftText')}
        confirmLabel={quote.editing ? t('confirmEdit') : t('confirm')}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
