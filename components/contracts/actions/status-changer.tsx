'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ContractStatus } from '@/core/domain/contracts';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { MissingFacts } from './missing-facts';

interface Props {
  /** what the API says the caller may pick now: the lifecycle's moves open to them whose facts hold */
  allowed: readonly ContractStatus[];
  /** the moves open to them that wait for facts; an overridable one may be taken with a written reason */
  waiting: ContractDetail['waitingStatuses'];
  busy: boolean;
  onChange: (status: ContractStatus, note: string, overrideReason: string | null) => void;
}

/**
 * Change status: only the moves the lifecycle (core/lifecycle/) opens to the
 * caller from the current status. Moves that wait for facts are listed with
 * what they lack; the superadministrator may step past them with a reason the
 * history keeps (docs/domain.md, "Overrides"). The API refuses anything else.
 */
export function StatusChanger({ allowed, waiting, busy, onChange }: Props) {
  const t = useTranslations('contracts.actions');
  const statuses = useTranslations('contracts.status');
  const id = useId();
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const overridable = waiting.filter((w) => w.overridable);
  const overriding = overridable.some((w) => w.status === status);
  const field = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary';
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      {waiting.length > 0 && (
        <div data-testid="waiting-statuses" className="flex flex-col gap-2">
          {waiting.map((w) => (
            <div key={w.status} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink">
              <p className="font-medium">{t('waitingFor', { status: statuses(w.status) })}</p>
              <MissingFacts missing={w.missing} />
            </div>
          ))}
        </div>
      )}
      {(allowed.length > 0 || overridable.length > 0) && (
        <form
          className="flex flex-col gap-3"
          aria-label={t('changeStatus')}
          onSubmit={(event) => {
            event.preventDefault();
            if (status && (!overriding || reason.trim())) onChange(status, note.trim(), overriding ? reason.trim() : null);
          }}
        >
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-status`} className="text-sm font-medium text-ink">
                {t('newStatus')}
              </label>
              <select id={`${id}-status`} required value={status} onChange={(e) => setStatus(e.target.value as ContractStatus)} className={field}>
                <option value="">{t('chooseStatus')}</option>
                {allowed.map((s) => (
                  <option key={s} value={s}>
                    {statuses(s)}
                  </option>
                ))}
                {overridable.map((w) => (
                  <option key={w.status} value={w.status}>
                    {t('overrideOption', { status: statuses(w.status) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
                {t('note')}
              </label>
              <input id={`${id}-note`} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} className={field} />
            </div>
          </div>
          {overriding && (
            <div className="flex flex-col gap-2">
              <Alert tone="error">{t('overrideWarning')}</Alert>
              <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
                {t('overrideReason')}
              </label>
              <textarea
                id={`${id}-reason`}
                required
                rows={3}
                value={reason}
                maxLength={2000}
                onChange={(e) => setReason(e.target.value)}
                className={field}
                aria-describedby={`${id}-reason-hint`}
              />
              <p id={`${id}-reason-hint`} className="text-xs text-ink-muted">
                {t('overrideReasonHint')}
              </p>
            </div>
          )}
          <div>
            <Button type="submit" variant="secondary" disabled={busy || status === '' || (overriding && !reason.trim())}>
              {overriding ? t('overrideApply') : t('apply')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
