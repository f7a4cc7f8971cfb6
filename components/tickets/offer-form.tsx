'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { WarrantyOfferBody } from '@/core/schemas/tickets';
import type { TicketDetail } from '@/lib/api/tickets';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { useFormat } from '@/lib/format/use-format';
import type { OfferFormValues } from '@/lib/tickets/offer-checks';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { useState } from 'react';

interface Props {
  ticketId: number;
  /** the tiers the API lets the caller offer, each priced by the pricing rules */
  choices: TicketDetail['offerChoices'];
  /** an offer not accepted yet is replaced */
  replacing: boolean;
  onDone: (message: string) => void;
}

/** The back office's offer: a tier above the unit's at the price the API computed, with a word to the customer. */
export function OfferForm({ ticketId, choices, replacing, onDone }: Props) {
  const t = useTranslations('tickets');
  const format = useFormat();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues, unknown, WarrantyOfferBody>({
    resolver: lazyZodResolver(() => import('@/lib/tickets/offer-checks').then((module) => module.offerChecks())),
    defaultValues: { toTier: choices.length === 1 ? choices[0]!.tier : '', note: '' },
  });
  const errorOf = (field: keyof OfferFormValues) => {
    const message = errors[field]?.message;
    return message ? errorText(message) : undefined;
  };

  async function send(body: WarrantyOfferBody) {
    setFailure(null);
    try {
      await portalApi.post('/api/Ticket/{ticketId}/WarrantyOffer', { params: { ticketId }, json: body });
      reset({ toTier: '', note: '' });
      onDone(t('offer.sent'));
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    }
  }

  return (
    <form noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-3" onSubmit={(event) => void handleSubmit(send)(event)}>
      <h4 className="text-sm font-semibold text-ink">{replacing ? t('offer.replace') : t('offer.make')}</h4>
      {failure && <Alert>{failure}</Alert>}
      <SelectField
        label={t('offer.tier')}
        required
        error={errorOf('toTier')}
        options={[
          { value: '', label: t('actions.chooseStatus') },
          ...choices.map((choice) => ({
            value: choice.tier,
            label: t('offer.choice', { tier: t(`tiers.${choice.tier}`), extra: format.money(choice.extraMonthly), after: format.money(choice.monthlyAfter) }),
          })),
        ]}
        className="max-w-md"
        {...register('toTier')}
      />
      <TextAreaField label={t('offer.note')} maxLength={2000} error={errorOf('note')} {...register('note')} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {replacing ? t('offer.replace') : t('offer.send')}
        </Button>
      </div>
    </form>
  );
}
