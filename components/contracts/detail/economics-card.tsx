import { useFormatter, useTranslations } from 'next-intl';
import type { ContractEconomics } from '@/lib/api/contracts';
import { FieldList } from '../../ui/field-list';
import { Section } from '../../ui/section';

/** How the monthly payment comes about; commission, supplier cost and margin only when the API gives them (agency staff). */
export function EconomicsCard({ economics }: { economics: ContractEconomics }) {
  const t = useTranslations('contracts.economics');
  const months = useTranslations('contracts');
  const format = useFormatter();
  const euro = (value: number) => format.number(value, { style: 'currency', currency: 'EUR' });
  const internal = [
    ...(economics.commission
      ? [
          {
            label: t('commission', { percent: format.number(economics.commission.percent / 100, { style: 'percent', maximumFractionDigits: 2 }) }),
            value: euro(economics.commission.amount),
          },
        ]
      : []),
    ...(economics.supplierCost !== undefined ? [{ label: t('supplierCost'), value: euro(economics.supplierCost) }] : []),
    ...(economics.margin !== undefined ? [{ label: t('margin'), value: euro(economics.margin) }] : []),
  ];
  return (
    <Section id="economics" title={months('detail.economics')}>
      <FieldList
        columns={3}
        items={[
          { label: t('productsAmount'), value: euro(economics.productsAmount) },
          { label: t('accessoriesAmount'), value: euro(economics.accessoriesAmount) },
          { label: t('servicesAmount'), value: euro(economics.servicesAmount) },
          { label: t('shippingCost'), value: euro(economics.shippingCost) },
          { label: t('financedAmount'), value: <strong>{euro(economics.financedAmount)}</strong> },
          ...(economics.rateFactor !== undefined ? [{ label: t('rateFactor'), value: format.number(economics.rateFactor, { maximumFractionDigits: 5 }) }] : []),
          { label: t('duration'), value: months('months', { count: economics.durationMonths }) },
          { label: t('monthlyPayment'), value: <strong>{euro(economics.monthlyPayment)}</strong> },
          { label: t('totalValue'), value: euro(economics.totalValue) },
        ]}
      />
      {internal.length > 0 && (
        <div className="mt-4 border-t border-dashed border-slate-200 pt-3" data-testid="economics-internal">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('internal')}</p>
          <FieldList columns={3} items={internal} />
        </div>
      )}
    </Section>
  );
}
