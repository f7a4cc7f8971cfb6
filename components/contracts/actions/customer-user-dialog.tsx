'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import type { CustomerUserAnswerSchema, CustomerUserBodySchema } from '@/core/schemas/users';
import { PortalError, portalFetch } from '@/lib/client/portal-fetch';
import { matchesFormat } from '@/core/validation/patterns';
import { useErrorText } from '@/lib/client/use-error-text';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/dialog';
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

/** 'Create customer user': the company's account, with an e-mailed invitation to choose a password. */
export function CustomerUserDialog({ open, onOpenChange, agencyId, company, defaultEmail, contracts, onCreated }: CustomerUserDialogProps) {
  const t = useTranslations('contracts.customerUser');
  const common = useTranslations('common');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [username, setUsername] = useState('');
  const [contractId, setContractId] = useState(contracts[0]?.id ?? 0);
  const [errors, setErrors] = useState<{ email?: string; username?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      email: email.trim() === '' ? validation('required') : matchesFormat('email', email) ? undefined : validation('invalidEmail'),
      username: username.trim() === '' || matchesFormat('username', username) ? undefined : validation('invalidUsername'),
    };
    setErrors(found);
    if (found.email || found.username) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = { email: email.trim(), ...(username.trim() ? { username: username.trim() } : {}), locale } satisfies z.input<typeof CustomerUserBodySchema>;
      const created = await portalFetch<z.infer<typeof CustomerUserAnswerSchema>>(`/api/Agency/${agencyId}/Contracts/${contractId}/CustomerUser`, {
        method: 'POST',
        json: body,
      });
      onCreated(t(created.linked ? 'linked' : 'done', { username: created.username, email: created.email }));
      onOpenChange(false);
    } catch (error) {
      setFailure(errorText(PortalError.from(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={t('title')} description={t('text', { company })}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure && <Alert>{failure}</Alert>}
        {contracts.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-contract`} className="text-sm font-medium text-ink">
              {t('contract')}
            </label>
            <select
              id={`${id}-contract`}
              value={contractId}
              onChange={(e) => setContractId(Number(e.target.value))}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
            >
              {contracts.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.number}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={t('emailHint')}
          error={errors.email}
        />
        <TextField
          label={t('username')}
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          hint={t('usernameHint')}
          error={errors.username}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
