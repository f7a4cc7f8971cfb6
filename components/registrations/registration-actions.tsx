'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouter } from '@/i18n/navigation';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { TextAreaField } from '../ui/text-area-field';
import { useDecisionNotice } from '../ui/decision-notice';

interface Props {
  agencyId: number;
  registration: {
    id: number;
    username: string;
    email: string;
    company: { name: string; vatNumber: string };
    record: { id: number; name: string } | null;
  };
}

/** Approve (link to the agency's record of the VAT number, made from the sign-up when there is none) or reject, each confirmed first. */
export function RegistrationActions({ agencyId, registration }: Props) {
  const t = useTranslations('registrations');
  const errorText = useErrorText();
  const router = useRouter();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const setMessage = useDecisionNotice();
  const { username, email, company, record } = registration;
  const params = { agencyId, userId: registration.id };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, { reason?: string }>({
    resolver: lazyZodResolver(() => import('@/core/schemas/registrations').then((module) => module.RegistrationRejectBodySchema)),
    defaultValues: { reason: '' },
  });

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      setAsking(null);
      setMessage({ tone: 'info', text: done });
      router.refresh();
    } catch (error) {
      setAsking(null);
      setMessage({ tone: 'error', text: errorText(PortalError.from(error)) });
    } finally {
      setBusy(false);
    }
  }

  const approve = () =>
    act(
      () => portalApi.post('/api/Agency/{agencyId}/Registrations/{userId}/Approve', { params }),
      t('approve.done', { username, company: record?.name ?? company.name }),
    );
  const reject = handleSubmit(({ reason }) =>
    act(
      () => portalApi.post('/api/Agency/{agencyId}/Registrations/{userId}/Reject', { params, json: reason ? { reason } : {} }),
      t('reject.done', { username }),
    ),
  );
  const values = { username, email, company: record?.name ?? company.name, vatNumber: company.vatNumber };

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAsking('approve')} disabled={busy} aria-label={t('approve.button', { username })}>
          {t('approve.short')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking('reject')} disabled={busy} aria-label={t('reject.button', { username })}>
          {t('reject.short')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        onOpenChange={(open) => setAsking(open ? 'approve' : null)}
        title={t('approve.title')}
        description={`${t(record ? 'approve.linkText' : 'approve.createText', values)} ${t('approve.notice')}`}
        confirmLabel={t('approve.confirm')}
        onConfirm={approve}
        busy={busy}
      />
      <ConfirmDialog
        open={asking === 'reject'}
        onOpenChange={(open) => setAsking(open ? 'reject' : null)}
        title={t('reject.title')}
        description={t('reject.text', values)}
        confirmLabel={t('reject.confirm')}
        onConfirm={reject}
        destructive
        busy={busy}
      >
        <form noValidate onSubmit={reject} className="mt-4">
          <TextAreaField
            label={t('reject.reason')}
            hint={t('reject.reasonHint')}
            maxLength={500}
            error={errors.reason && t('reject.reasonTooLong')}
            {...register('reason')}
          />
        </form>
      </ConfirmDialog>
    </div>
  );
}
