'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CONTRACT_TYPES, type ContractType } from '@/core/domain/catalogue';

interface Props {
  contractType: ContractType;
  durationMonths: number;
  durations: number[];
  onContractType: (type: ContractType) => void;
  onDuration: (months: number) => void;
}

/** The contract type and the one financing duration of the whole order (docs/domain.md). */
export function ContractSettings({ contractType, durationMonths, durations, onContractType, onDuration }: Props) {
  const t = useTranslations('cart.settings');
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('contractType')}</legend>
        <div className="flex flex-col gap-1">
          {CONTRACT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={contractType === type}
                onChange={() => onContractType(type)}
                className="h-4 w-4 accent-[var(--primary)]"
              />
              {t(`type.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-duration`} className="text-sm font-semibold text-ink">
          {t('duration')}
        </label>
        <select
          id={`${id}-duration`}
          value={durationMonths}
          onChange={(event) => onDuration(Number(event.target.value))}
          aria-describedby={`${id}-duration-hint`}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary"
        >
          {(durations.includes(durationMonths) ? durations : [...durations, durationMonths].sort((a, b) => a - b)).map((months) => (
            <option key={months} value={months}>
              {t('months', { months })}
            </option>
          ))}
        </select>
        <p id={`${id}-duration-hint`} className="text-xs text-ink-muted">
          {t('durationHint')}
        </p>
      </div>
    </div>
  );
}
