'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import { localHref, PortalError } from '@/lib/client/portal-fetch';
import { sessionPost } from '@/lib/client/session-actions';
import type { LoginInput } from '@/lib/validation/auth';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { TextField } from '../ui/text-field';
import { useErrorText } from '@/lib/client/use-error-text';

export function LoginForm({ notice }: { notice?: 'expired_session' | 'unauthorized' }) {
  const t = useTranslations('login');
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    // The checks (zod/mini) arrive when the form is first checked, not with the page; the error summary takes the focus.
    resolver: lazyZodResolver(() => import('@/lib/validation/auth').then((module) => module.loginSchema)),
    shouldFocusError: false,
    defaultValues: { username: '', password: '' },
  });
  const { summary, onInvalid } = useErrorSummary(errors, (key) => validation(key as never));

  async function onSubmit(values: LoginInput) {
    setFailure(null);
    try {
      const { next } = await sessionPost('/api/session/login', values, { signOutOn401: false });
      window.location.assign(localHref(next));
    } catch (error) {
      setFailure(PortalError.from(error));
    }
  }

  const fieldError = (key?: string) => (key ? validation(key as never) : undefined);

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-4" aria-describedby="login-status">
      <div id="login-status" className="flex flex-col gap-2">
        {notice && !failure && <Alert tone="warning">{errorText(notice)}</Alert>}
        {failure && <Alert>{errorText(failure)}</Alert>}
      </div>
      <ErrorSummary summary={summary} />
      <RequiredLegend />
      <TextField label={t('username')} required autoComplete="username" autoFocus error={fieldError(errors.username?.message)} {...register('username')} />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('password')}
          required
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <button type="button" onClick={() => setShowPassword((value) => !value)} className="self-end text-xs font-medium text-primary hover:underline">
          {showPassword ? common('hidePassword') : common('showPassword')}
        </button>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link href="/forgot-password" className="font-medium text-primary hover:underline">
          {t('forgotPassword')}
        </Link>
        <Link href="/on-boarding" className="text-ink-muted hover:underline">
          {t('signUp')}
        </Link>
      </div>
    </form>
  );
}
