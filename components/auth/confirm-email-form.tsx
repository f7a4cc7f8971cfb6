'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import type { z } from 'zod';
import type { ConfirmEmailBodySchema } from '@/core/schemas/account-recovery';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useErrorText } from '@/lib/client/use-error-text';

// /on-boarding?confirm=…: one click confirms (a link scanner that merely opens the page confirms nothing).
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations('confirmEmail');
  const errorText = useErrorText();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<PortalError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    setFailure(null);
    try {
      await portalFetch('/api/Account/ConfirmEmail', { method: 'POST', json: { token } satisfies z.input<typeof ConfirmEmailBodySchema>, signOutOn401: false });
      setState('done');
    } catch (error) {
      setFailure(PortalError.from(error));
      setState('idle');
    }
  }

  if (state === 'done') {
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
    <form method="post" onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert>{errorText(failure)}</Alert>}
      <Button type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
