import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { EndOfTermSort } from '@/core/end-of-term/outcomes';
import type { EndOfTermRow } from '@/core/schemas/end-of-term';
import { Link } from '@/i18n/navigation';
import { type EndOfTermFilters, endOfTermHref, endOfTermSortedBy } from '@/lib/end-of-term/filters';
import { useFormat } from '@/lib/format/use-format';
import type { DataColumn, DataTableSort } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';
import { ChoiceButtons } from './choice-buttons';

interface Props {
  items: EndOfTermRow[];
  filters: EndOfTermFilters;
  caption: string;
  agencyId: number;
  /** the caller may record choices (contracts.endOfTerm.decide) */
  canDecide: boolean;
}

/** What was chosen, in a line: the outcome, an extension's months and payment, an upgrade's new contract. */
function ChoiceText({ row }: { row: EndOfTermRow }) {
  const t = useTranslations('endOfTerm');
  const format = useFormat();
  const choice = row.choice!;
  return (
    <div className="flex flex-col">
      <span className="font-medium">{t(`outcomes.${choice.outcome}`)}</span>
      {choice.outcome === 'extend' && (
        <span className="text-xs text-ink-muted">
          {t('table.extended', { months: choice.extensionMonths ?? 0, amount: format.money(choice.extensionMonthlyPayment ?? 0) })}
        </span>
      )}
      {choice.outcome === 'upgrade' &&
        (choice.replacement ? (
          <Link href={`/contracts/${choice.replacement.id}`} className="text-xs text-primary hover:underline">
            {t('table.replacement', { number: choice.replacement.number })}
          </Link>
        ) : (
          <span className="text-xs text-ink-muted">{t('table.quoteOpen')}</span>
        ))}
    </div>
  );
}

/** The "Scadenze" list: running contracts by notice deadline; on a phone a card of number, company, deadline, end and choice. */
export function EndOfTermTable({ items, filters, caption, agencyId, canDecide }: Props) {
  const t = useTranslations('endOfTerm');
  const format = useFormat();

  const sort = useMemo<DataTableSort>(
    () => ({
      key: filters.sort,
      direction: filters.direction,
      href: (key) => endOfTermHref(endOfTermSortedBy(filters, key as EndOfTermSort)),
      label: (column) => t('table.sortBy', { column }),
    }),
    [filters, t],
  );

  const columns = useMemo(() => {
    const day = (value: string) => <time dateTime={value}>{format.day(value)}</time>;
    const list: DataColumn<EndOfTermRow>[] = [
      {
        id: 'number',
        header: t('columns.number'),
        meta: { sortKey: 'number', rowHeader: true, className: 'whitespace-nowrap', phone: true },
        cell: ({ row }) => (
          <Link
            href={`/contracts/${row.original.contractId}`}
            aria-label={t('table.open', { number: row.original.number })}
            className="font-semibold text-primary hover:underline"
          >
            {row.original.number}
          </Link>
        ),
      },
      {
        id: 'company',
        header: t('columns.company'),
        meta: { sortKey: 'company', className: 'min-w-44', phone: true },
        cell: ({ row }) => row.original.companyName ?? '—',
      },
      {
        id: 'agent',
        header: t('columns.agent'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            {row.original.agent ? (
              <Link
                href={endOfTermHref({ ...filters, agentId: row.original.agent.id, page: 1 })}
                aria-label={t('table.onlyAgent', { name: row.original.agent.username })}
                className="text-primary hover:underline"
              >
                {row.original.agent.username}
              </Link>
            ) : (
              '—'
            )}
            <span className="text-xs text-ink-muted">{row.original.agency.name}</span>
          </div>
        ),
      },
      {
        id: 'noticeDeadline',
        header: t('columns.noticeDeadline'),
        meta: { sortKey: 'noticeDeadline', className: 'whitespace-nowrap', phone: true },
        cell: ({ row }) => {
          const days = row.original.daysToDeadline;
          return (
            <div className="flex flex-col">
              {day(row.original.noticeDeadline)}
              <span className={`text-xs ${days < 0 ? 'font-semibold text-red-700' : 'text-ink-muted'}`}>
                {days < 0 ? t('table.daysPassed', { days: -days }) : t('table.daysLeft', { days })}
              </span>
            </div>
          );
        },
      },
      {
        id: 'endDate',
        header: t('columns.endDate'),
        meta: { sortKey: 'endDate', className: 'whitespace-nowrap', phone: true },
        cell: ({ row }) => day(row.original.endDate),
      },
      {
        id: 'monthlyPayment',
        header: t('columns.monthlyPayment'),
        meta: { align: 'right', className: 'whitespace-nowrap' },
        cell: ({ row }) => format.money(row.original.monthlyPayment),
      },
      {
        id: 'outcome',
        header: t('columns.outcome'),
        meta: { phone: true, className: 'min-w-64' },
        cell: ({ row }) =>
          row.original.choice ? (
            <ChoiceText row={row.original} />
          ) : canDecide ? (
            <ChoiceButtons agencyId={agencyId} contract={{ id: row.original.contractId, number: row.original.number, endDate: row.original.endDate }} />
          ) : (
            <span className="text-ink-muted">{t('table.noOutcome')}</span>
          ),
      },
    ];
    return list;
  }, [agencyId, canDecide, filters, format, t]);

  return (
    <ServerDataTable
      columns={columns}
      data={items}
      caption={caption}
      getRowId={(row) => String(row.contractId)}
      rowTestId={(row) => `end-of-term-${row.number}`}
      sort={sort}
      testId="end-of-term-table"
    />
  );
}
