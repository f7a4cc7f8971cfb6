'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ADDRESS_PARTS, type SupportFormInput, type SupportFormValues } from '@/lib/tickets/support-form';
import { TextField } from '../ui/text-field';

type Suffix = 'Consegna' | 'Ritiro';
const PARTS = ADDRESS_PARTS;
const AUTOCOMPLETE: Record<(typeof PARTS)[number], string> = {
  nome: 'organization',
  via: 'street-address',
  citta: 'address-level2',
  provincia: 'address-level1',
  cap: 'postal-code',
  nazione: 'country-name',
  cellulare: 'tel',
  telefono: 'tel',
  email: 'email',
};
const TYPES: Partial<Record<(typeof PARTS)[number], string>> = { cellulare: 'tel', telefono: 'tel', email: 'email' };

/** The nine fields of an address of the support form (…Consegna or …Ritiro); only the landline is optional. */
export function AddressFields({
  suffix,
  register,
  errors,
  message,
}: {
  suffix: Suffix;
  register: UseFormRegister<SupportFormInput>;
  errors: FieldErrors<SupportFormInput>;
  message: (key?: string) => string | undefined;
}) {
  const t = useTranslations('tickets.form');
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {PARTS.map((part) => {
        const name = `${part}${suffix}` as keyof SupportFormValues;
        return (
          <TextField
            key={name}
            label={t(part)}
            required={part !== 'telefono'}
            type={TYPES[part] ?? 'text'}
            autoComplete={`section-${suffix.toLowerCase()} ${AUTOCOMPLETE[part]}`}
            maxLength={part === 'provincia' ? 2 : undefined}
            className={part === 'via' || part === 'nome' ? 'sm:col-span-2' : ''}
            error={message(errors[name]?.message)}
            {...register(name)}
          />
        );
      })}
    </div>
  );
}
