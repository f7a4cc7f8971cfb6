'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import type { CustomerDraft, SignerDraft } from '@/lib/cart/types';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

/** What a signer cannot go without (the form's schema requires the same). */
const REQUIRED = new Set<keyof SignerDraft>(['name', 'surname', 'role', 'fiscalCode']);

/** Document types as stored with the contract (Italian names); shown in the page's language. */
export const DOCUMENT_TYPES = ["Carta d'identità", 'Passaporto', 'Patente di guida'] as const;
const DOCUMENT_KEYS = ['identityCard', 'passport', 'drivingLicence'] as const;

interface Props {
  index: number;
  register: UseFormRegister<CustomerDraft>;
  errorOf: (field: keyof SignerDraft) => string | undefined;
  onRemove?: () => void;
}

/** One signer (docs/domain.md): who signs for the company and with which document. */
export function SignerFields({ index, register, errorOf, onRemove }: Props) {
  const t = useTranslations('cart.customer');
  const field = (name: keyof SignerDraft, extra: Record<string, unknown> = {}) => ({
    label: t(`signer.${name}`),
    required: REQUIRED.has(name) || undefined,
    error: errorOf(name),
    ...extra,
    ...register(`signers.${index}.${name}`),
  });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="signer">
      <legend className="px-1 text-sm font-semibold text-ink">{t('signerNumber', { number: index + 1 })}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField autoComplete="given-name" {...field('name')} />
        <TextField autoComplete="family-name" {...field('surname')} />
        <TextField {...field('role')} hint={t('roleHint')} />
        <TextField {...field('fiscalCode')} />
        <TextField type="date" {...field('birthDate')} />
        <TextField autoComplete="country-name" {...field('country')} />
        <TextField maxLength={2} {...field('province')} />
        <TextField {...field('town')} />
        <SelectField
          label={t('signer.documentType')}
          options={[
            { value: '', label: t('chooseDocument') },
            ...DOCUMENT_TYPES.map((value, position) => ({ value, label: t(`documents.${DOCUMENT_KEYS[position]!}`) })),
          ]}
          error={errorOf('documentType')}
          {...register(`signers.${index}.documentType`)}
        />
        <TextField {...field('documentNumber')} />
      </div>
      {onRemove && (
        <Button variant="ghost" onClick={onRemove} className="mt-3">
          {t('removeSigner', { number: index + 1 })}
        </Button>
      )}
    </fieldset>
  );
}
