'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/i18n/navigation';
import type { BusinessTypeOption } from '@/lib/api/sign-up';
import { PortalError, type PortalErrorItem } from '@/lib/client/portal-fetch';
import { PRIVACY_FILE_PATH } from '@/core/company';
import type { SignUpInput, SignUpValues } from '@/lib/validation/account';
import { signUpBody } from '@/lib/validation/sign-up-body';
import { Alert } from '../ui/alert';
import { FieldError, controlProps } from '../ui/form-field';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { RequiredLegend } from '../ui/required-legend';
import { useErrorSummary } from '@/lib/client/use-error-summary';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { TextField } from '../ui/text-field';
import { SignUpCompanyFields } from './sign-up-company-fields';
import { formFieldOf, postSignUp } from './sign-up-request';
import { useErrorText } from '@/lib/client/use-error-text';

const EMPTY: SignUpInput = {
  companyName: '',
  vatNumber: '',
  fiscalCode: '',
  pec: '',
  phone: '',
  address: '',
  postalCode: '',
  municipality: '',
  province: '',
  businessTypeId: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  privacyAccepted: false,
};

// /on-boarding and /on-boarding/:agency: company and account data; the account
// is a customer of the page's agency and waits for the e-mail confirmation.
export function SignUpForm({ agency, businessTypes }: { agency?: string; businessTypes: BusinessTypeOption[] }) {
  const t = useTranslations('onBoarding');
  const validation = useTranslations('validation');
  const locale = useLocale() === 'en' ? 'en' : 'it';
  const errorText = useErrorText();
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [serverErrors, setServerErrors] = useState<PortalErrorItem[]>([]);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    // The checks (zod/mini) arrive when the form is first checked, not with the page; the error summary takes the focus.
    resolver: lazyZodResolver(() => import('@/lib/validation/account').then((module) => module.signUpSchema)),
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const { summary, onInvalid } = useErrorSummary(errors, (key) => validation(key as never));

  async function onSubmit(values: SignUpValues) {
    setFailure(null);
    setServerErrors([]);
    try {
      await postSignUp(signUpBody(values, locale), agency);
      setDoneFor(values.email);
    } catch (error) {
      const refused = PortalError.from(error);
      // A rate limit is one failure of the form, with its Retry-After; anything else shows every error where it points.
      if (refused.status === 429) setFailure(refused);
      else setServerErrors(refused.errors);
    }
  }

  if (doneFor) return <Alert tone="info">{t('done', { email: doneFor })}</Alert>;

  const errorOf = (field: keyof SignUpInput): string | undefined => {
    const key = errors[field]?.message;
    if (key) return validation(key as never);
    const server = serverErrors.find((error) => formFieldOf(error) === field);
    return server ? errorText(server) : undefined;
  };
  const formErrors = serverErrors.filter((error) => {
    const field = formFieldOf(error);
    return field === null || !(field in EMPTY);
  });
  const privacyError = errorOf('privacyAccepted');

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6" aria-describedby="sign-up-status">
      <div id="sign-up-status" className="flex flex-col gap-2">
        {failure && <Alert>{errorText(failure)}</Alert>}
        {formErrors.map((error) => (
          <Alert key={`${error.field}-${error.code}`}>{errorText(error)}</Alert>
        ))}
      </div>
      <ErrorSummary summary={summary} />
      <RequiredLegend />
      <SignUpCompanyFields register={register} errorOf={errorOf} businessTypes={businessTypes} />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-ink">{t('accountSection')}</legend>
        <TextField label={t('username')} required autoComplete="username" error={errorOf('username')} {...register('username')} />
        <TextField label={t('email')} required type="email" autoComplete="email" error={errorOf('email')} {...register('email')} />
        <TextField
          label={t('password')}
          required
          type="password"
          autoComplete="new-password"
          hint={validation('passwordHint')}
          error={errorOf('password')}
          {...register('password')}
        />
        <TextField
          label={t('confirmPassword')}
          required
          type="password"
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...register('confirmPassword')}
        />
      </fieldset>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-[var(--primary)]"
            {...controlProps('privacy', { required: true, error: privacyError })}
            {...register('privacyAccepted')}
          />
          <span>{t('privacy')}</span>
        </label>
        <a href={PRIVACY_FILE_PATH} target="_blank" rel="noopener" className="ml-6 text-sm font-medium text-primary hover:underline">
          {t('privacyLink')}
        </a>
        {privacyError && <FieldError id="privacy">{privacyError}</FieldError>}
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <Link href="/login" className="text-center text-sm text-ink-muted hover:underline">
        {t('alreadyCustomer')}
      </Link>
    </form>
  );
}
