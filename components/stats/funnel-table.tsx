import { getTranslations } from 'next-intl/server';
import type { StatsFunnel } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { measureText } from '@/lib/stats/format';
import { getFormat } from '@/lib/format/get-format';
import { contractsHref } from '@/lib/stats/view';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

type Stage = StatsFunnel['stages'][number];
type Refusal = StatsFunnel['refusals'][number];

/** Quotes → submitted → approved → active, what each stage lost, and why contracts were refused. */
export async function FunnelTables({ funnel }: { funnel: StatsFunnel }) {
  const [t, reasons, format] = await Promise.all([getTranslations('stats.funnel'), getTranslations('contracts.decision.reasons'), getFormat()]);
  const count = (value: number) => measureText(format, value, 'count');
  // The provider's reason codes are worded where a contract shows its decisions.
  const reason = (code: string) => (code === 'refusedByCustomer' ? t('refusedByCustomer') : reasons.has(code as never) ? reasons(code as never) : code);
  const stageColumns: DataColumn<Stage>[] = [
    { id: 'stage', header: t('stage'), cell: ({ row }) => t(`stages.${row.original.stage}`), meta: { rowHeader: true, className: 'font-medium' } },
    {
      id: 'contracts',
      header: t('contracts'),
      cell: ({ row }) => {
        const href = contractsHref(row.original.drill);
        return href ? (
          <Link href={href} className="text-primary hover:underline">
            {count(row.original.contracts)}
          </Link>
        ) : (
          count(row.original.contracts)
        );
      },
      meta: { align: 'right' },
    },
    { id: 'dropOff', header: t('dropOff'), cell: ({ row }) => measureText(format, row.original.dropOff, 'percent') ?? '—', meta: { align: 'right' } },
  ];
  const refusalColumns: DataColumn<Refusal>[] = [
    { id: 'reason', header: t('reason'), cell: ({ row }) => reason(row.original.reason), meta: { rowHeader: true, className: 'font-medium' } },
    { id: 'contracts', header: t('contracts'), cell: ({ row }) => count(row.original.contracts), meta: { align: 'right' } },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ServerDataTable caption={t('caption')} testId="stats-funnel" columns={stageColumns} data={funnel.stages} getRowId={(stage) => stage.stage} />
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-ink">{t('refusals')}</h4>
        {funnel.refusals.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('noRefusals')}</p>
        ) : (
          <ServerDataTable caption={t('refusals')} columns={refusalColumns} data={funnel.refusals} getRowId={(refusal) => refusal.reason} />
        )}
      </div>
    </div>
  );
}
