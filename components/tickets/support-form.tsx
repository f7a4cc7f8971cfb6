'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { ticketPagePath } from '@/core/domain/tickets';
import type { SupportTicketFields } from '@/core/schemas/tickets';
import type { TicketDetail } from '@/core/schemas/tickets-answers';
import { Link, useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { useErrorText } from '@/lib/client/use-error-text';
import type { AddressPrefill } from '@/lib/tickets/prefill';
import { uploadAttachments } from '@/lib/tickets/upload';
import { type SupportFormInput, supportFormDefaults } from '@/lib/tickets/support-form';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { AddressFields } from './address-fields';
import { AttachmentsPicker } from './attachments-picker';

interface Props {
  customerId: number;
  productId: number;
  prefill: AddressPrefill;
  /** Italy's today and the first pick-up day the form proposes (YYYY-MM-DD) */
  today: string;
  pickupDay: string;
}

const fieldset = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
const legend = 'px-1 text-base font-semibold text-ink';

/**
 * /tickets/{customerId}/{productId}: the support request with the return and
 * pick-up addresses (prefilled, editable) and up to 5 photos or PDFs. Sent,
 * the ticket is created first, then each file is attached to it.
 */
export function SupportForm({ customerId, productId, prefill, today, pickupDay }: Props) {
  const t = useTranslations('tickets.form');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [partial, setPartial] = useState<{ ticket: TicketDetail; text: string } | null>(null);
  const defaults = supportFormDefaults(prefill, pickupDay);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SupportFormInput, unknown, SupportTicketFields>({
    resolver: lazyZodResolver(() => import('@/lib/tickets/support-checks').then((module) => module.supportFormChecks(today))),
    shouldFocusError: false,
    defaultValues: defaults,
  });
  // One address unless the customer says otherwise (the box starts ticked).
  const samePickup = useWatch({ control, name: 'samePickup' }) === true;
  const message = (key?: string) => (key ? errorText(errorText.isKnown(key) ? key : 'validation_failed') : undefined);
  const { summary, onInvalid } = useErrorSummary(errors, (key) => message(key) ?? '');

  async function onSubmit(values: SupportTicketFields) {
    setFailure(null);
    let ticket: TicketDetail;
    try {
      ticket = await portalApi.post('/api/Ticket', { json: { ...values, customerId, productId, locale } });
    } catch (error) {
      // Errors naming a field go beside it (as codes, like the form's own); the rest above the form.
      const failed = PortalError.from(error);
      const named = failed.errors.filter((item) => item.field && item.field in defaults);
      // With one address, what the API says of the pick-up's belongs to the delivery's fields on screen.
      const shown = (field: string) =>
        samePickup && field.endsWith('Ritiro') && field !== 'dataRitiro' && field !== 'noteRitiro' ? field.replace(/Ritiro$/, 'Consegna') : field;
      for (const item of named) setError(shown(item.field!) as FieldPath<SupportFormInput>, { type: 'server', message: item.code });
      if (named.length > 0) onInvalid();
      const rest = failed.errors.filter((item) => !named.includes(item));
      setFailure(rest.length > 0 ? errorText(rest[0]!) : null);
      return;
    }
    const page = ticketPagePath(ticket.kind, customerId, productId, ticket.id);
    if (files.length > 0) {
      setProgress({ done: 0, total: files.length });
      const refused = await uploadAttachments(ticket.id, files, (done) => setProgress({ done, total: files.length }));
      setProgress(null);
      if (refused) {
        setPartial({ ticket, text: t('uploadFailed', { number: ticket.number, name: refused.name, error: errorText(refused.error) }) });
        return;
      }
    }
    router.push(`${page}?created=1`);
  }

  if (partial) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="warning">{partial.text}</Alert>
        <Link href={ticketPagePath(partial.ticket.kind, customerId, productId, partial.ticket.id)} className="text-sm font-medium text-primary hover:underline">
          {t('openCreated')}
        </Link>
      </div>
    );
  }

  const busy = isSubmitting || progress !== null;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" data-testid="support-form">
      <ErrorSummary summary={summary} />
      {failure && <Alert>{failure}</Alert>}
      <RequiredLegend />
      <fieldset className={fieldset}>
        <legend className={legend}>{t('problem')}</legend>
        <TextAreaField label={t('problema')} required rows={4} error={message(errors.problema?.message)} {...register('problema')} />
        <TextAreaField label={t('segni')} error={message(errors.segni?.message)} {...register('segni')} />
        <TextAreaField label={t('note')} error={message(errors.note?.message)} {...register('note')} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('attachments')}</legend>
        <AttachmentsPicker files={files} onChange={setFiles} disabled={busy} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('delivery')}</legend>
        <AddressFields suffix="Consegna" register={register} errors={errors} message={message} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('pickup')}</legend>
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-4 w-4" {...register('samePickup')} />
          {t('sameAsDelivery')}
        </label>
        {!samePickup && <AddressFields suffix="Ritiro" register={register} errors={errors} message={message} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <TextField
            label={t('dataRitiro')}
            required
            type="date"
            min={today}
            hint={t('dataRitiroHint')}
            error={message(errors.dataRitiro?.message)}
            {...register('dataRitiro')}
          />
          <TextField label={t('orarioDa')} required type="time" error={message(errors.orarioDa?.message)} {...register('orarioDa')} />
          <TextField label={t('orarioA')} required type="time" error={message(errors.orarioA?.message)} {...register('orarioA')} />
        </div>
        <TextAreaField label={t('noteRitiro')} rows={2} error={message(errors.noteRitiro?.message)} {...register('noteRitiro')} />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {progress ? t('uploading', progress) : isSubmitting ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
