import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../../ui/section';
import { SimpleTable } from '../../ui/simple-table';

/** The priced cart: each product line with its accessories and services beneath it. */
export function ItemsTable({ items }: { items: ContractDetail['items'] }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const ordered = items.filter((i) => i.kind === 'product').flatMap((product) => [product, ...items.filter((i) => i.parentItemId === product.id)]);
  const orphans = items.filter((i) => !ordered.includes(i));
  return (
    <Section id="items" title={t('detail.items')}>
      <SimpleTable
        caption={t('detail.items')}
        testId="items-table"
        columns={[
          { key: 'name', header: t('unit.product') },
          { key: 'kind', header: t('columns.type') },
          { key: 'partNumber', header: t('unit.partNumber') },
          { key: 'quantity', header: t('detail.quantity'), align: 'right' },
          { key: 'unitPrice', header: t('detail.unitPrice'), align: 'right' },
          { key: 'amount', header: t('detail.amount'), align: 'right' },
        ]}
        rows={[...ordered, ...orphans].map((item) => ({
          id: item.id,
          name: (
            <span className={item.kind === 'product' ? 'font-semibold' : 'pl-4 font-normal text-ink-muted'}>
              {item.tier && !item.name.includes(item.tier) ? `${item.name} (${item.tier})` : item.name}
            </span>
          ),
          kind: t(`itemKind.${item.kind}`),
          partNumber: item.partNumber && <span className="font-mono text-xs">{item.partNumber}</span>,
          quantity: item.quantity,
          unitPrice: format.money(item.unitPrice),
          amount: format.money(item.amount),
        }))}
      />
    </Section>
  );
}
