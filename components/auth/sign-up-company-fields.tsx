'use client';

import type { BusinessTypeOption } from '@/lib/api/sign-up';
import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import type { SignUpInput } from '@/lib/validation/account';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

interface Props {
  register: UseFormRegister<SignUpInput>;
  errorOf: (field: keyof SignUpInput) => string | undefined;
  businessTypes: BusinessTypeOption[];
}

// The company part of the sign-up form (docs/domain.md Company, patterns).
export function SignUpCompanyFields({ register, errorOf, businessTypes }: Props) {
  const t = useTranslations('onBoarding');
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
        <SelectField
          label={t('businessType')}
          options={[{ value: '', label: t('chooseBusinessType') }, ...businessTypes.map((type) => ({ value: String(type.id), label: type.name }))]}
          {...register('businessTypeId')}
        />
      )}
    </fieldset>
  );
}
