import { useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { FieldList } from '../../ui/field-list';
import { Section } from '../../ui/section';

type Props = { contract: Pick<ContractDetail, 'shippingMode' | 'shippingContact' | 'shippingAddress' | 'destinations'> };

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** How the goods travel: the mode, the contact, the address or each destination with its units. */
export function ShippingCard({ contract }: Props) {
  const t = useTranslations('contracts.detail');
  const modes = useTranslations('contracts.shippingMode');
  const contact = contract.shippingContact;
  const address = contract.shippingAddress;
  return (
    <Section id="shipping" title={t('shipping')}>
      <FieldList
        items={[
          { label: t('shippingMode'), value: modes(contract.shippingMode) },
          { label: t('shippingContact'), value: contact && joined(contact.name, contact.phone, contact.email) },
          { label: t('shippingAddress'), value: address && joined(address.address, joined(address.postalCode, address.town), address.province) },
        ]}
      />
      {contract.destinations.length > 0 && (
        <div className="mt-4">
          <h4 className="mb-2 text-sm font-semibold text-ink">{t('destinations')}</h4>
          <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {contract.destinations.map((d) => (
              <li key={d.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium text-ink">{d.contactName}</p>
                <p className="text-ink-muted">{joined(d.address, `${d.postalCode} ${d.town} (${d.province})`)}</p>
                {d.phone && <p className="text-ink-muted">{d.phone}</p>}
                <p className="mt-1 text-xs font-medium text-ink">{t('destinationUnits', { count: d.units })}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  );
}
