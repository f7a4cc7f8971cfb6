'use client';

import type { BusinessTypeOption } from '@/lib/api/sign-up';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LightRegister } from '@/lib/client/use-light-form';
import type { SignUpInput } from '@/lib/validation/account';
import { TextField } from '../ui/text-field';

interface Props {
  register: LightRegister<SignUpInput>;
  errorOf: (field: keyof SignUpInput) => string | undefined;
  businessTypes: BusinessTypeOption[];
}

// The company part of the sign-up form (docs/domain.md Company, patterns).
export function SignUpCompanyFields({ register, errorOf, businessTypes }: Props) {
  const t = useTranslations('onBoarding');
  const selectId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-ink">{t('companySection')}</legend>
      <TextField label={t('companyName')} required autoComplete="organization" error={errorOf('companyName')} {...register('companyName')} />
      <TextField label={t('vatNumber')} required inputMode="numeric" error={errorOf('vatNumber')} {...register('vatNumber')} />
      <TextField label={t('fiscalCode')} error={errorOf('fiscalCode')} {...register('fiscalCode')} />
      <TextField label={t('pec')} type="email" error={errorOf('pec')} {...register('pec')} />
      <TextField label={t('phone')} required type="tel" autoComplete="tel" error={errorOf('phone')} {...register('phone')} />
      <TextField label={t('address')} required autoComplete="street-address" error={errorOf('address')} {...register('address')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('postalCode')} required inputMode="numeric" autoComplete="postal-code" error={errorOf('postalCode')} {...register('postalCode')} />
        <TextField label={t('province')} required maxLength={2} error={errorOf('province')} {...register('province')} />
      </div>
      <TextField label={t('municipality')} required autoComplete="address-level2" error={errorOf('municipality')} {...register('municipality')} />
      {businessTypes.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            {t('businessType')}
          </label>
          <select
            id={selectId}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary"
            {...register('businessTypeId')}
          >
            <option value="">{t('chooseBusinessType')}</option>
            {businessTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
