import { getTranslations } from 'next-intl/server';
import type { StalledDeals } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { measureText } from '@/lib/stats/format';
import { getFormat } from '@/lib/format/get-format';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

type Deal = StalledDeals['items'][number];

/** Open contracts longer in their status than their agency usually takes, the most overdue first. */
export async function StalledTable({ deals }: { deals: StalledDeals }) {
  const [t, statuses, format] = await Promise.all([getTranslations('stats.stalled'), getTranslations('contracts.status'), getFormat()]);
  if (deals.items.length === 0) return <p className="text-sm text-ink-muted">{t('none')}</p>;
  const columns: DataColumn<Deal>[] = [
    {
      id: 'contract',
      header: t('contract'),
      cell: ({ row }) => (
        <Link href={`/contracts/${row.original.contractId}`} className="text-primary hover:underline">
          {row.original.number}
        </Link>
      ),
      // A contract number reads on one line.
      meta: { rowHeader: true, className: 'font-medium whitespace-nowrap' },
    },
    { id: 'status', header: t('status'), cell: ({ row }) => statuses(row.original.status) },
    { id: 'agency', header: t('agency'), cell: ({ row }) => row.original.agency.name },
    { id: 'company', header: t('company'), cell: ({ row }) => row.original.companyName ?? '—' },
    { id: 'since', header: t('since'), cell: ({ row }) => measureText(format, row.original.since, 'date') ?? '—', meta: { className: 'whitespace-nowrap' } },
    { id: 'days', header: t('days'), cell: ({ row }) => measureText(format, row.original.days, 'days') ?? '—', meta: { align: 'right' } },
    { id: 'usual', header: t('usualDays'), cell: ({ row }) => measureText(format, row.original.usualDays, 'days') ?? '—', meta: { align: 'right' } },
  ];
  return <ServerDataTable caption={t('caption')} testId="stats-stalled" columns={columns} data={deals.items} getRowId={(deal) => String(deal.contractId)} />;
}
