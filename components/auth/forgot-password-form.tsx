'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import type { z } from 'zod';
import type { SendResetBodySchema } from '@/core/schemas/account-recovery';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import type { ForgotPasswordInput } from '@/lib/validation/account';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { TextField } from '../ui/text-field';
import { useErrorText } from '@/lib/client/use-error-text';

// /forgot-password: the answer is the same whether or not the address has an account.
export function ForgotPasswordForm() {
  const t = useTranslations('forgotPassword');
  const validation = useTranslations('validation');
  const locale = useLocale();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    // The checks (zod/mini) arrive when the form is first checked, not with the page; the error summary takes the focus.
    resolver: lazyZodResolver(() => import('@/lib/validation/account').then((module) => module.forgotPasswordSchema)),
    shouldFocusError: false,
    defaultValues: { email: '' },
  });
  const { summary, onInvalid } = useErrorSummary(errors, (key) => validation(key as never));

  async function onSubmit(values: ForgotPasswordInput) {
    setFailure(null);
    try {
      await portalApi.post('/api/Account/SendResetPassword', {
        json: { ...values, locale } satisfies z.input<typeof SendResetBodySchema>,
        signOutOn401: false,
      });
      setSent(true);
    } catch (error) {
      setFailure(PortalError.from(error));
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" aria-describedby="forgot-status">
      <div id="forgot-status" className="flex flex-col gap-2">
        {sent && <Alert tone="info">{t('sent')}</Alert>}
        {failure && <Alert>{errorText(failure)}</Alert>}
      </div>
      <ErrorSummary summary={summary} />
      <RequiredLegend />
      <TextField
        label={t('email')}
        required
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message ? validation(errors.email.message as never) : undefined}
        {...register('email')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <Link href="/login" className="text-center text-sm font-medium text-primary hover:underline">
        {t('backToLogin')}
      </Link>
    </form>
  );
}
