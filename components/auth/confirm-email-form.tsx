'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConfirmEmailBodySchema } from '@/core/schemas/account-recovery';
import { Link } from '@/i18n/navigation';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

type Body = z.output<typeof ConfirmEmailBodySchema>;

// /on-boarding?confirm=…: one click confirms (a link scanner that merely opens the page confirms nothing).
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations('confirmEmail');
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Body>({
    // The link's token, checked with the API's body schema (fetched at the click, not with the page): a token cut short in the e-mail is said at once.
    resolver: lazyZodResolver(() => import('@/core/schemas/account-recovery').then((module) => module.ConfirmEmailBodySchema)),
    defaultValues: { token },
  });

  async function confirm(body: Body) {
    setFailure(null);
    try {
      await portalApi.post('/api/Account/ConfirmEmail', { json: body, signOutOn401: false });
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
  return (
    <form method="post" onSubmit={handleSubmit(confirm)} noValidate className="flex flex-col gap-4">
      {/* The token is the link's, not a field: the API's words for a link it does not know say what is wrong. */}
      {errors.token && <Alert>{errorText('confirmation_token_invalid')}</Alert>}
      {failure && <Alert>{errorText(failure)}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
