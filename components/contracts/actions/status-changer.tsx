'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ContractStatus } from '@/core/domain/contracts';
import { Button } from '../../ui/button';

interface Props {
  /** what the API says the caller may pick now: the moves of the transition table open to their role */
  allowed: readonly ContractStatus[];
  busy: boolean;
  onChange: (status: ContractStatus, note: string) => void;
}

/**
 * Change status: only the moves the caller's role may make from the current
 * status (the API's transition table, backend/contracts/transitions.ts); the
 * API still refuses anything else with 'Non è possibile selezionare tale stato'.
 */
export function StatusChanger({ allowed, busy, onChange }: Props) {
  const t = useTranslations('contracts.actions');
  const statuses = useTranslations('contracts.status');
  const id = useId();
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [note, setNote] = useState('');
  const field = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary';
  return (
    <form
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 md:flex-row md:items-end"
      aria-label={t('changeStatus')}
      onSubmit={(event) => {
        event.preventDefault();
        if (status) onChange(status, note.trim());
      }}
    >
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
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          {t('note')}
        </label>
        <input id={`${id}-note`} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} className={field} />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || status === ''}>
        {t('apply')}
      </Button>
    </form>
  );
}
