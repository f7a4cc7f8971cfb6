'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { localHref, PortalError } from '@/lib/client/portal-fetch';
import { chooseAgency, logout } from '@/lib/client/session-actions';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useErrorText } from '@/lib/client/use-error-text';

export interface AgencyChoice {
  id: number;
  name: string;
  roleLabel: string;
}

export function ChooseCompanyForm({ agencies, currentId }: { agencies: AgencyChoice[]; currentId?: number }) {
  const t = useTranslations('chooseCompany');
  const common = useTranslations('common');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const [selected, setSelected] = useState<number | null>(currentId ?? null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected === null) return setMissing(true);
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign(localHref(await chooseAgency(selected)));
    } catch (error) {
      setBusy(false);
      setFailure(PortalError.from(error));
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && <Alert>{errorText(failure)}</Alert>}
      <fieldset aria-describedby={missing ? 'agency-missing' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{t('agency')}</legend>
        <div className="flex flex-col gap-2">
          {agencies.map((agency) => (
            <label
              key={agency.id}
              className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 ${
                selected === agency.id ? 'border-primary bg-primary-light' : 'border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="agencyId"
                value={agency.id}
                checked={selected === agency.id}
                onChange={() => {
                  setSelected(agency.id);
                  setMissing(false);
                }}
                className="accent-[var(--primary)]"
              />
              <span className="flex flex-col">
                <span className="font-medium text-ink">{agency.name}</span>
                <span className="text-xs text-ink-muted">{t('roleIn', { role: agency.roleLabel })}</span>
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p id="agency-missing" role="alert" className="mt-2 text-xs font-medium text-red-700">
            {validation('required')}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? t('submitting') : common('continue')}
      </Button>
      <button type="button" onClick={() => void logout()} className="text-sm text-ink-muted hover:underline">
        {t('signOut')}
      </button>
    </form>
  );
}
