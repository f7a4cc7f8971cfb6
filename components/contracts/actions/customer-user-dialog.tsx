'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CustomerUserFormValues, CustomerUserRequest } from '@/lib/contracts/customer-user-checks';
import { type PendingSignUp, customerUserOutcome } from '@/lib/contracts/customer-user-plan';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { portalApi } from '@/lib/client/portal-api';
import { PortalError } from '@/lib/client/portal-fetch';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

export interface CustomerUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agencyId: number;
  company: string;
  defaultEmail: string | null;
  /** the company's contracts the account can be made from; the first is chosen */
  contracts: readonly { id: number; number: string }[];
  onCreated: (message: string) => void;
}

/**
 * 'Create customer user': the company's account, with an e-mailed invitation
 * to choose a password; or, for the address of a sign-up waiting with the
 * company's VAT number, that account linked. It says which before it is sent.
 */
export function CustomerUserDialog({ open, onOpenChange, agencyId, company, defaultEmail, contracts, onCreated }: CustomerUserDialogProps) {
  const t = useTranslations('contracts.customerUser');
  const common = useTranslations('common');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  /** The answer for a contract: the sign-ups it would link, or why it cannot be asked. */
  const [plan, setPlan] = useState<{ contractId: number; pending?: readonly PendingSignUp[]; error?: PortalError } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors, isSubmitting: busy },
  } = useForm<CustomerUserFormValues, unknown, CustomerUserRequest>({
    // The checks (the API's body schema) arrive when the form is first checked, with the dialog already open.
    resolver: lazyZodResolver(() => import('@/lib/contracts/customer-user-checks').then((module) => module.customerUserChecks(locale))),
    defaultValues: { email: defaultEmail ?? '', username: '', contractId: contracts[0]?.id ?? 0 },
  });
  const [contractId, email] = useWatch({ control, name: ['contractId', 'email'] });
  // The sign-ups the action would link: asked for when the dialog opens, and again for another contract.
  useEffect(() => {
    if (!open || !contractId) return;
    let current = true;
    portalApi.get('/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser', { params: { agencyId, contractId } }).then(
      (answer) => current && setPlan({ contractId, pending: answer.pending }),
      (error: unknown) => current && setPlan({ contractId, error: PortalError.from(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, agencyId, contractId]);
  const known = plan?.contractId === contractId ? plan : null;
  const planError = known?.error ?? null;
  const outcome = known?.pending ? customerUserOutcome(email, known.pending) : null;

  /** What each field says when its check refuses it. */
  const errorOf = (field: 'email' | 'username') => {
    if (!errors[field]) return undefined;
    if (field === 'username') return validation('invalidUsername');
    return getValues('email').trim() ? validation('invalidEmail') : validation('required');
  };

  const submit = handleSubmit(async ({ contractId, body }) => {
    setFailure(null);
    try {
      const created = await portalApi.post('/api/Agency/{agencyId}/Contracts/{contractId}/CustomerUser', {
        params: { agencyId, contractId },
        json: body,
      });
      onCreated(t(created.linked ? 'linked' : 'done', { username: created.username, email: created.email }));
      onOpenChange(false);
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    }
  });

  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t('title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p role="status" className="text-sm text-ink" data-testid="customer-user-outcome">
          {outcome?.kind === 'link'
            ? t('linkText', { company, username: outcome.username, email: outcome.email })
            : outcome
              ? t('inviteText', { company })
              : ''}
        </p>
        {planError && <Alert>{errorText(planError)}</Alert>}
        {failure && <Alert>{failure}</Alert>}
        {contracts.length > 1 && (
          <SelectField
            label={t('contract')}
            options={contracts.map((c) => ({ value: String(c.id), label: c.number }))}
            {...register('contractId', { valueAsNumber: true })}
          />
        )}
        <TextField label={t('email')} type="email" autoComplete="off" hint={t('emailHint')} error={errorOf('email')} {...register('email')} />
        {/* A linked sign-up keeps the username it chose. */}
        {outcome?.kind !== 'link' && (
          <TextField label={t('username')} autoComplete="off" hint={t('usernameHint')} error={errorOf('username')} {...register('username')} />
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={busy || !outcome}>
            {t(outcome?.kind === 'link' ? 'submitLink' : 'submitInvite')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
