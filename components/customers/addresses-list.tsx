import { useTranslations } from 'next-intl';
import type { CustomerDetail } from '@/lib/api/customers';

/** The registered office first, then the shipping addresses of the company's contracts. */
export function AddressesList({ addresses }: { addresses: CustomerDetail['addresses'] }) {
  const t = useTranslations('customers.detail');
  if (addresses.length === 0) return <p className="text-sm text-ink-muted">{t('noAddresses')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="addresses">
      {addresses.map((a, i) => (
        <li key={`${a.kind}-${i}`} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{t(`addressKind.${a.kind}`)}</p>
          <p className="mt-1 text-ink">{a.address}</p>
          <p className="text-ink">{[a.postalCode, a.town, a.province && `(${a.province})`].filter(Boolean).join(' ')}</p>
          {a.contactName && <p className="text-ink-muted">{t('contact', { name: a.contactName })}</p>}
        </li>
      ))}
    </ul>
  );
}
