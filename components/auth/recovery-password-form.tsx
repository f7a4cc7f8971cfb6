'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import type { z } from 'zod';
import type { ResetBodySchema } from '@/core/schemas/account-recovery';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import type { RecoveryPasswordInput } from '@/lib/validation/account';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { TextField } from '../ui/text-field';
import { useErrorText } from '@/lib/client/use-error-text';

// /recovery-password?token=…: a new password twice, with the policy hint (docs/domain.md).
export function RecoveryPasswordForm({ token }: { token: string }) {
  const t = useTranslations('recoveryPassword');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [done, setDone] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryPasswordInput>({
    // The checks (zod/mini) arrive when the form is first checked, not with the page; the error summary takes the focus.
    resolver: lazyZodResolver(() => import('@/lib/validation/account').then((module) => module.recoveryPasswordSchema)),
    shouldFocusError: false,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { summary, onInvalid } = useErrorSummary(errors, (key) => validation(key as never));

  async function onSubmit(values: RecoveryPasswordInput) {
    setFailure(null);
    try {
      await portalApi.post('/api/Account/ResetPassword', {
        json: { token, ...values } satisfies z.input<typeof ResetBodySchema>,
        signOutOn401: false,
      });
      setDone(true);
    } catch (error) {
      setFailure(PortalError.from(error));
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info">{t('done')}</Alert>
        <Link href="/login" className="text-center text-sm font-medium text-primary hover:underline">
          {t('goToLogin')}
        </Link>
      </div>
    );
  }

  const fieldError = (key?: string) => (key ? validation(key as never) : undefined);
  const type = showPassword ? 'text' : 'password';
  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" aria-describedby="recovery-status">
      <div id="recovery-status" className="flex flex-col gap-2">
        {failure && <Alert>{errorText(failure)}</Alert>}
        {failure?.code === 'reset_token_invalid' && (
          <Link href="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            {t('requestNew')}
          </Link>
        )}
      </div>
      <ErrorSummary summary={summary} />
      <RequiredLegend />
      <TextField
        label={t('password')}
        required
        type={type}
        autoComplete="new-password"
        autoFocus
        hint={validation('passwordHint')}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('confirmPassword')}
        required
        type={type}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <button type="button" onClick={() => setShowPassword((value) => !value)} className="self-end text-xs font-medium text-primary hover:underline">
        {showPassword ? common('hidePassword') : common('showPassword')}
      </button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
