'use client';

import type { BusinessTypeOption } from '@/lib/api/sign-up';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LightRegister } from '@/lib/client/use-light-form';
import type { CustomerDraft } from '@/lib/cart/types';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

export type CompanyField = Exclude<keyof CustomerDraft['company'], 'companySolidity'>;

interface Props {
  register: LightRegister<CustomerDraft>;
  errorOf: (field: CompanyField) => string | undefined;
  /** fields the lookup could not find: the agent completes them */
  missing: readonly string[];
  businessTypes: BusinessTypeOption[];
  onLookup: () => void;
  /** the VAT number as typed: 11 digits start the lookup */
  onVatChange: (value: string) => void;
  searching: boolean;
}

/** What a company cannot go without (the form's schema requires the same). */
const REQUIRED = new Set<CompanyField>(['vatNumber', 'name', 'address', 'postalCode', 'municipality', 'province']);

/** company fields with the patterns; the VAT number fills the rest from the company-credit lookup. */
export function CompanyFields({ register, errorOf, missing, businessTypes, onLookup, onVatChange, searching }: Props) {
  const t = useTranslations('cart.customer');
  const id = useId();
  const hint = (field: CompanyField) => (missing.includes(field) ? t('toComplete') : undefined);
  const field = (name: CompanyField, extra: Record<string, unknown> = {}) => ({
    label: t(`company.${name}`),
    required: REQUIRED.has(name) || undefined,
    error: errorOf(name),
    hint: hint(name),
    'data-missing': missing.includes(name) || undefined,
    ...extra,
    ...register(`company.${name}`, name === 'vatNumber' ? { onChange: (event: { target: { value: string } }) => onVatChange(event.target.value) } : undefined),
  });
  const businessError = errorOf('businessTypeId');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="flex items-end gap-2 sm:col-span-2">
        <TextField className="min-w-0 flex-1" inputMode="numeric" autoComplete="off" {...field('vatNumber')} hint={t('vatHint')} />
        {/* Never disabled: a disabled button drops the keyboard focus to the page; a new search supersedes one under way. */}
        <Button variant="secondary" onClick={onLookup} aria-busy={searching || undefined} className="mb-0.5">
          {searching ? t('searching') : t('lookup')}
        </Button>
      </div>
      <TextField className="sm:col-span-2" autoComplete="organization" {...field('name')} />
      <TextField {...field('fiscalCode')} />
      <TextField type="email" {...field('pec')} />
      <TextField className="sm:col-span-2" {...field('iban')} />
      <TextField className="sm:col-span-2" autoComplete="street-address" {...field('address')} />
      <TextField inputMode="numeric" autoComplete="postal-code" {...field('postalCode')} />
      <TextField {...field('municipality')} />
      <TextField maxLength={2} {...field('province')} />
      <TextField type="tel" autoComplete="tel" {...field('phone')} />
      <TextField type="email" autoComplete="email" {...field('email')} />
      <TextField inputMode="numeric" {...field('employees')} />
      <TextField type="date" {...field('incorporationDate')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-business`} className="text-sm font-medium text-ink">
          {t('company.businessTypeId')}
        </label>
        <select
          id={`${id}-business`}
          aria-invalid={businessError ? true : undefined}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
          {...register('company.businessTypeId')}
        >
          <option value="">{t('chooseBusinessType')}</option>
          {businessTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
        {missing.includes('businessTypeId') && <p className="text-xs text-ink-muted">{t('toComplete')}</p>}
      </div>
    </div>
  );
}
