'use client';

import type { BusinessTypeOption } from '@/lib/api/sign-up';
import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import type { CustomerDraft } from '@/lib/cart/types';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

export type CompanyField = Exclude<keyof CustomerDraft['company'], 'companySolidity'>;

interface Props {
  register: UseFormRegister<CustomerDraft>;
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
      <SelectField
        label={t('company.businessTypeId')}
        options={[{ value: '', label: t('chooseBusinessType') }, ...businessTypes.map((type) => ({ value: String(type.id), label: type.name }))]}
        error={errorOf('businessTypeId')}
        hint={hint('businessTypeId')}
        {...register('company.businessTypeId')}
      />
    </div>
  );
}
