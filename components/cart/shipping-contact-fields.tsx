'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import type { CustomerDraft } from '@/lib/cart/types';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';

type ContactField = keyof CustomerDraft['shippingContact'];
type AddressField = keyof CustomerDraft['shippingAddress'];

interface Props {
  register: UseFormRegister<CustomerDraft>;
  errorOf: (path: `shippingContact.${ContactField}` | `shippingAddress.${AddressField}`) => string | undefined;
  onCopyRegisteredOffice: () => void;
}

/** Who receives the goods and where (docs/domain.md). */
export function ShippingContactFields({ register, errorOf, onCopyRegisteredOffice }: Props) {
  const t = useTranslations('cart.customer');
  const contact = (name: ContactField, extra: Record<string, unknown> = {}) => ({
    label: t(`shippingContact.${name}`),
    error: errorOf(`shippingContact.${name}`),
    ...extra,
    ...register(`shippingContact.${name}`),
  });
  const address = (name: AddressField, extra: Record<string, unknown> = {}) => ({
    label: t(`shippingAddress.${name}`),
    error: errorOf(`shippingAddress.${name}`),
    ...extra,
    ...register(`shippingAddress.${name}`),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField className="sm:col-span-2" autoComplete="name" {...contact('name')} />
      <TextField type="tel" autoComplete="tel" {...contact('phone')} />
      <TextField type="email" autoComplete="email" {...contact('email')} />
      <div className="sm:col-span-2">
        <Button variant="secondary" onClick={onCopyRegisteredOffice}>
          {t('copyRegisteredOffice')}
        </Button>
      </div>
      <TextField className="sm:col-span-2" autoComplete="street-address" {...address('address')} />
      <TextField inputMode="numeric" autoComplete="postal-code" {...address('postalCode')} />
      <TextField {...address('town')} />
      <TextField maxLength={2} {...address('province')} />
    </div>
  );
}
