import { getTranslations } from 'next-intl/server';
import type { MeasureKey, StatsLayout } from '@/core/domain/stats';
import type { StatsTable as Table } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { measureText } from '@/lib/stats/format';
import { getFormat } from '@/lib/format/get-format';
import { contractsHref } from '@/lib/stats/view';
import type { DataColumn } from '../ui/data-table-view';
import { ServerDataTable } from '../ui/server-data-table';

type Measure = Table['measures'][number];
type Row = Table['rows'][number];

interface Props {
  table: Table;
  layout: StatsLayout;
  caption: string;
  /** the address that sorts by a column (normal layout) */
  sortHref: (by: MeasureKey | 'label', direction: 'asc' | 'desc') => string;
  sort: { by: MeasureKey | 'label'; direction: 'asc' | 'desc' };
}

/** A row's name as people read it: statuses, types and months translated, names kept. */
export async function rowNamer(table: Pick<Table, 'dimension'>) {
  const [statuses, types, t, format] = await Promise.all([
    getTranslations('contracts.status'),
    getTranslations('contracts.type'),
    getTranslations('stats'),
    getFormat(),
  ]);
  return (row: Pick<Row, 'key' | 'label'>): string => {
    switch (table.dimension) {
      case 'status':
        return statuses.has(row.key as never) ? statuses(row.key as never) : row.key;
      case 'contractType':
        return types.has(row.key as never) ? types(row.key as never) : row.key;
      case 'month':
        return format.month(row.key);
      case 'agent':
      case 'user':
        return row.label || t('unknownUser');
      default:
        return row.label || row.key;
    }
  };
}

/** A measure's column name: "Share of …" where the perc focus made it a percentage of the total. */
export async function measureNamer() {
  const t = await getTranslations('stats');
  return (m: Pick<Measure, 'key' | 'share'>): string => (m.share ? t('shareOf', { measure: t(`measures.${m.key}`) }) : t(`measures.${m.key}`));
}

/**
 * A metric's table, built by TanStack Table on the server: one row per item
 * with the totals below (normal, sorted by its headers' links), or one row per
 * measure with the items, or the months, as columns and the total last (vertical).
 */
export async function StatsTable({ table, layout, caption, sortHref, sort }: Props) {
  const [t, format] = await Promise.all([getTranslations('stats'), getFormat()]);
  const [nameOf, measureName] = await Promise.all([rowNamer(table), measureNamer()]);
  const value = (m: Measure, v: number | string | null | undefined) => measureText(format, v, m.kind) ?? t('notMeasured');
  const totalOf = (m: Measure) => (m.share ? (Number(table.totals[m.key]) ? 100 : null) : table.totals[m.key]);
  const drill = (row: Row) => {
    const href = contractsHref(row.contracts);
    return href ? (
      <Link href={href} className="text-primary hover:underline" aria-label={t('drill.row', { label: nameOf(row) })}>
        {nameOf(row)}
      </Link>
    ) : (
      nameOf(row)
    );
  };

  if (layout === 'vertical') {
    const columns: DataColumn<Measure>[] = [
      { id: 'measure', header: t('dimensions.measure'), cell: ({ row }) => measureName(row.original), meta: { rowHeader: true, className: 'font-medium' } },
      ...table.rows.map<DataColumn<Measure>>((item) => ({
        id: `item:${item.key}`,
        header: table.dimension === 'month' ? format.month(item.key, 'short') : nameOf(item),
        cell: ({ row }) => value(row.original, item.values[row.original.key]),
        meta: { align: 'right' },
      })),
      { id: 'total', header: t('total'), cell: ({ row }) => value(row.original, totalOf(row.original)), meta: { align: 'right', className: 'font-semibold' } },
    ];
    return (
      <div data-testid="stats-table" data-layout="vertical">
        <ServerDataTable columns={columns} data={table.measures} caption={caption} getRowId={(m) => m.key} />
      </div>
    );
  }

  // A header's link sorts by its column: a second click turns the order round; names start A to Z, numbers highest first.
  const nextDirection = (key: MeasureKey | 'label') => (sort.by === key ? (sort.direction === 'desc' ? 'asc' : 'desc') : key === 'label' ? 'asc' : 'desc');
  const columns: DataColumn<Row>[] = [
    {
      id: 'label',
      header: t(`dimensions.${table.dimension}`),
      cell: ({ row }) => drill(row.original),
      footer: t('total'),
      meta: { sortKey: 'label', rowHeader: true, className: 'font-medium' },
    },
    ...table.measures.map<DataColumn<Row>>((m) => ({
      id: m.key,
      header: measureName(m),
      cell: ({ row }) => value(m, row.original.values[m.key]),
      footer: value(m, totalOf(m)),
      meta: { sortKey: m.key, align: 'right' },
    })),
  ];
  return (
    <div data-testid="stats-table" data-layout="normal">
      <ServerDataTable
        columns={columns}
        data={table.rows}
        caption={caption}
        getRowId={(row) => row.key}
        sort={{
          key: sort.by,
          direction: sort.direction,
          href: (key) => sortHref(key as MeasureKey | 'label', nextDirection(key as MeasureKey | 'label')),
          label: (column) => t('table.sortBy', { column }),
        }}
      />
    </div>
  );
}
