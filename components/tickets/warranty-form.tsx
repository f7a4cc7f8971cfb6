'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldError, type FieldPath, get, useForm } from 'react-hook-form';
import { ticketPagePath } from '@/core/domain/tickets';
import { useRouter } from '@/i18n/navigation';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { useErrorText } from '@/lib/client/use-error-text';
import type { AddressPrefill } from '@/lib/tickets/prefill';
import { type WarrantyFormOutput, type WarrantyFormValues, type WarrantyQuestionView, answerKey, warrantyFormDefaults } from '@/lib/tickets/warranty-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';

interface Props {
  customerId: number;
  productId: number;
  prefill: AddressPrefill;
  questions: WarrantyQuestionView[];
}

const fieldset = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
const legend = 'px-1 text-base font-semibold text-ink';

/**
 * /estendotickets/{customerId}/{productId}: the product's questionnaire and
 * the customer's contacts; the API answers at once whether the guarantee can
 * be extended and at what monthly price, shown on the new ticket's page.
 */
export function WarrantyForm({ customerId, productId, prefill, questions }: Props) {
  const t = useTranslations('tickets.form');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WarrantyFormValues, unknown, WarrantyFormOutput>({
    resolver: lazyZodResolver(() => import('@/lib/tickets/warranty-checks').then((module) => module.warrantyFormChecks(questions))),
    shouldFocusError: false,
    defaultValues: warrantyFormDefaults(prefill, questions),
  });
  const message = (key?: string) => (key ? errorText(errorText.isKnown(key) ? key : 'validation_failed') : undefined);
  const { summary, onInvalid } = useErrorSummary(errors, (key) => message(key) ?? '');

  async function onSubmit(values: WarrantyFormOutput) {
    setFailure(null);
    try {
      const ticket = await portalApi.post('/api/Ticket/Estendo', { json: { ...values, customerId, productId, locale } });
      router.push(`${ticketPagePath(ticket.kind, customerId, productId, ticket.id)}?created=1`);
    } catch (error) {
      // Errors naming a field (answers.<id> for the questions) go beside it; the rest above the form.
      const failed = PortalError.from(error);
      const fieldOf = (field?: string) => (field?.startsWith('answers.') ? `answers.${answerKey(Number(field.slice(8)))}` : field);
      const named = failed.errors.filter((item) => item.field);
      for (const item of named) setError(fieldOf(item.field) as FieldPath<WarrantyFormValues>, { type: 'server', message: item.code });
      if (named.length > 0) onInvalid();
      const rest = failed.errors.filter((item) => !item.field);
      setFailure(rest.length > 0 ? errorText(rest[0]!) : null);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" data-testid="warranty-form">
      <ErrorSummary summary={summary} />
      {failure && <Alert>{failure}</Alert>}
      <RequiredLegend />
      <fieldset className={fieldset}>
        <legend className={legend}>{t('questions')}</legend>
        {questions.length === 0 && <p className="text-sm text-ink-muted">{t('noQuestions')}</p>}
        {questions.map((question) => {
          const name = `answers.${answerKey(question.id)}` as const;
          const error = message((get(errors, name) as FieldError | undefined)?.message);
          return question.kind === 'yesNo' ? (
            <SelectField
              key={question.id}
              label={question.text}
              required={question.required}
              error={error}
              options={[
                { value: '', label: '—' },
                { value: 'yes', label: t('yes') },
                { value: 'no', label: t('no') },
              ]}
              {...register(name)}
            />
          ) : (
            <TextAreaField key={question.id} label={question.text} required={question.required} rows={2} error={error} {...register(name)} />
          );
        })}
        <TextAreaField label={t('descrizioneGuasto')} error={message(errors.descrizioneGuasto?.message)} {...register('descrizioneGuasto')} />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('contacts')}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('indirizzo')}
            required
            autoComplete="street-address"
            className="sm:col-span-2"
            error={message(errors.indirizzo?.message)}
            {...register('indirizzo')}
          />
          <TextField label={t('comune')} required autoComplete="address-level2" error={message(errors.comune?.message)} {...register('comune')} />
          <TextField
            label={t('provincia')}
            required
            maxLength={2}
            autoComplete="address-level1"
            error={message(errors.provincia?.message)}
            {...register('provincia')}
          />
          <TextField label={t('cap')} required autoComplete="postal-code" error={message(errors.cap?.message)} {...register('cap')} />
          <TextField label={t('cellulare')} required type="tel" autoComplete="tel" error={message(errors.cellulare?.message)} {...register('cellulare')} />
          <TextField label={t('email')} required type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
