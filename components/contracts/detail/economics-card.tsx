import { useTranslations } from 'next-intl';
import { marginKnown } from '@/core/domain/orders';
import { useFormat } from '@/lib/format/use-format';
import type { ContractEconomics } from '@/lib/api/contracts';
import { FieldList } from '../../ui/field-list';
import { Section } from '../../ui/section';

/** How the monthly payment comes about; commission, supplier cost and margin only when the API gives them (agency staff), the margin once a supplier cost is on record. */
export function EconomicsCard({ economics }: { economics: ContractEconomics }) {
  const t = useTranslations('contracts.economics');
  const months = useTranslations('contracts');
  const format = useFormat();
  const internal = [
    ...(economics.commission
      ? [
          {
            label: t('commission', { percent: format.percent(economics.commission.percent / 100) }),
            value: format.money(economics.commission.amount),
          },
        ]
      : []),
    ...(economics.supplierCost !== undefined ? [{ label: t('supplierCost'), value: format.money(economics.supplierCost) }] : []),
    ...(economics.margin !== undefined && marginKnown(economics.supplierCost ?? 0) ? [{ label: t('margin'), value: format.money(economics.margin) }] : []),
  ];
  return (
    <Section id="economics" title={months('detail.economics')}>
      <FieldList
        columns={3}
        items={[
          { label: t('productsAmount'), value: format.money(economics.productsAmount) },
          { label: t('accessoriesAmount'), value: format.money(economics.accessoriesAmount) },
          { label: t('servicesAmount'), value: format.money(economics.servicesAmount) },
          { label: t('shippingCost'), value: format.money(economics.shippingCost) },
          { label: t('financedAmount'), value: <strong>{format.money(economics.financedAmount)}</strong> },
          ...(economics.rateFactor !== undefined ? [{ label: t('rateFactor'), value: format.number(economics.rateFactor, 5) }] : []),
          { label: t('duration'), value: months('months', { count: economics.durationMonths }) },
          { label: t('monthlyPayment'), value: <strong>{format.money(economics.monthlyPayment)}</strong> },
          { label: t('totalValue'), value: format.money(economics.totalValue) },
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
