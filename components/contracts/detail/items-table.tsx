import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import type { DataColumn } from '../../ui/data-table-view';
import { Section } from '../../ui/section';
import { ServerDataTable } from '../../ui/server-data-table';

type Item = ContractDetail['items'][number];

/** The priced cart: each product line with its accessories and services beneath it. */
export function ItemsTable({ items }: { items: ContractDetail['items'] }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const ordered = items.filter((i) => i.kind === 'product').flatMap((product) => [product, ...items.filter((i) => i.parentItemId === product.id)]);
  const orphans = items.filter((i) => !ordered.includes(i));
  const columns: DataColumn<Item>[] = [
    {
      id: 'name',
      header: t('unit.product'),
      cell: ({ row: { original: item } }) => (
        <span className={item.kind === 'product' ? 'font-semibold' : 'pl-4 font-normal text-ink-muted'}>
          {item.tier && !item.name.includes(item.tier) ? `${item.name} (${item.tier})` : item.name}
        </span>
      ),
      meta: { rowHeader: true },
    },
    { id: 'kind', header: t('columns.type'), cell: ({ row }) => t(`itemKind.${row.original.kind}`) },
    {
      id: 'partNumber',
      header: t('unit.partNumber'),
      cell: ({ row }) => (row.original.partNumber ? <span className="font-mono text-xs">{row.original.partNumber}</span> : '—'),
    },
    { id: 'quantity', header: t('detail.quantity'), cell: ({ row }) => row.original.quantity, meta: { align: 'right' } },
    { id: 'unitPrice', header: t('detail.unitPrice'), cell: ({ row }) => format.money(row.original.unitPrice), meta: { align: 'right' } },
    { id: 'amount', header: t('detail.amount'), cell: ({ row }) => format.money(row.original.amount), meta: { align: 'right' } },
  ];
  return (
    <Section id="items" title={t('detail.items')}>
      <ServerDataTable
        caption={t('detail.items')}
        testId="items-table"
        columns={columns}
        data={[...ordered, ...orphans]}
        getRowId={(item) => String(item.id)}
      />
    </Section>
  );
}
