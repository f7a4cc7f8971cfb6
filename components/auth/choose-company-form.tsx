'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { localHref, PortalError } from '@/lib/client/portal-fetch';
import { chooseAgency, logout } from '@/lib/client/session-actions';
import { useErrorText } from '@/lib/client/use-error-text';
import type { ChooseAgencyInput } from '@/lib/validation/auth';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';

export interface AgencyChoice {
  id: number;
  name: string;
  roleLabel: string;
}

/** What the form holds: the radio chosen, as its value says it (none yet: null). */
interface Values {
  agencyId: string | null;
}

export function ChooseCompanyForm({ agencies, currentId }: { agencies: AgencyChoice[]; currentId?: number }) {
  const t = useTranslations('chooseCompany');
  const common = useTranslations('common');
  const validation = useTranslations('validation');
  const errorText = useErrorText();
  const id = useId();
  const [failure, setFailure] = useState<PortalError | null>(null);
  // The new session's page is on its way: the button stays busy until it comes.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChooseAgencyInput>({
    // The checks (the session route's own schema, zod/mini) arrive when the form is first checked, not with the page.
    resolver: lazyZodResolver(() => import('@/lib/validation/auth').then((module) => module.chooseAgencySchema)),
    defaultValues: { agencyId: currentId === undefined ? null : String(currentId) },
  });
  const selected = useWatch({ control, name: 'agencyId' });
  const busy = isSubmitting || leaving;

  async function choose({ agencyId }: ChooseAgencyInput) {
    setFailure(null);
    try {
      const next = await chooseAgency(agencyId);
      setLeaving(true);
      window.location.assign(localHref(next));
    } catch (error) {
      setFailure(PortalError.from(error));
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit(choose)} noValidate className="flex flex-col gap-4">
      {failure && <Alert>{errorText(failure)}</Alert>}
      <fieldset aria-describedby={errors.agencyId ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{t('agency')}</legend>
        <div className="flex flex-col gap-2">
          {agencies.map((agency) => (
            <label
              key={agency.id}
              className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 ${
                selected === String(agency.id) ? 'border-primary bg-primary-light' : 'border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                value={agency.id}
                // checked in the server's page too, before the form takes over
                defaultChecked={agency.id === currentId}
                className="accent-[var(--primary)]"
                {...register('agencyId')}
              />
              <span className="flex flex-col">
                <span className="font-medium text-ink">{agency.name}</span>
                <span className="text-xs text-ink-muted">{t('roleIn', { role: agency.roleLabel })}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.agencyId && (
          <div className="mt-2">
            <FieldError id={id}>{validation('required')}</FieldError>
          </div>
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
