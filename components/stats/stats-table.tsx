import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { MeasureKey, StatsLayout } from '@/core/domain/stats';
import type { StatsTable as Table } from '@/core/schemas/stats';
import { Link } from '@/i18n/navigation';
import { formatMeasure, formatMonth } from '@/lib/stats/format';
import { contractsHref } from '@/lib/stats/view';

type Measure = Table['measures'][number];
type Row = Table['rows'][number];

interface Props {
  table: Table;
  layout: StatsLayout;
  locale: string;
  caption: string;
  /** the address that sorts by a column (normal layout) */
  sortHref: (by: MeasureKey | 'label', direction: 'asc' | 'desc') => string;
  sort: { by: MeasureKey | 'label'; direction: 'asc' | 'desc' };
}

// Wide tables scroll sideways: the region is focusable (keyboard scrolling) and named by the caption.
const frame = 'overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';
const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
const head = 'whitespace-nowrap px-2 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted';

/** A row's name as people read it: statuses, types and months translated, names kept. */
export async function rowNamer(table: Pick<Table, 'dimension'>, locale: string) {
  const [statuses, types, t] = await Promise.all([getTranslations('contracts.status'), getTranslations('contracts.type'), getTranslations('stats')]);
  return (row: Pick<Row, 'key' | 'label'>): string => {
    switch (table.dimension) {
      case 'status':
        return statuses.has(row.key as never) ? statuses(row.key as never) : row.key;
      case 'contractType':
        return types.has(row.key as never) ? types(row.key as never) : row.key;
      case 'month':
        return formatMonth(row.key, locale);
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

/** A metric's table, rendered on the server: one row per item (normal) or one row per measure with the items as columns (vertical). */
export async function StatsTable({ table, layout, locale, caption, sortHref, sort }: Props) {
  const t = await getTranslations('stats');
  const [nameOf, measureName] = await Promise.all([rowNamer(table, locale), measureNamer()]);
  const value = (m: Measure, v: number | string | null | undefined) => formatMeasure(v, m.kind, locale) ?? t('notMeasured');
  const totalOf = (m: Measure) => (m.share ? (Number(table.totals[m.key]) ? 100 : null) : table.totals[m.key]);
  const drill = (row: Row, content: ReactNode) => {
    const href = contractsHref(row.contracts);
    return href ? (
      <Link href={href} className="text-primary hover:underline" aria-label={t('drill.row', { label: nameOf(row) })}>
        {content}
      </Link>
    ) : (
      content
    );
  };

  if (layout === 'vertical') {
    return (
      <div className={frame} data-testid="stats-table" data-layout="vertical" role="region" aria-label={caption} tabIndex={0}>
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} text-left`}>
                {t('dimensions.measure')}
              </th>
              {table.rows.map((row) => (
                <th key={row.key} scope="col" className={`${head} text-right`}>
                  {table.dimension === 'month' ? formatMonth(row.key, locale, 'short') : nameOf(row)}
                </th>
              ))}
              <th scope="col" className={`${head} text-right`}>
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.measures.map((m) => (
              <tr key={m.key}>
                <th scope="row" className="px-2 py-2 text-left font-medium text-ink">
                  {measureName(m)}
                </th>
                {table.rows.map((row) => (
                  <td key={row.key} className={cell}>
                    {value(m, row.values[m.key])}
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>{value(m, totalOf(m))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  const header = (key: MeasureKey | 'label', text: string, align: 'left' | 'right') => {
    const active = sort.by === key;
    const next = active && sort.direction === 'desc' ? 'asc' : active ? 'desc' : key === 'label' ? 'asc' : 'desc';
    return (
      <th
        key={key}
        scope="col"
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
        className={`${head} ${align === 'left' ? 'text-left' : 'text-right'}`}
      >
        <Link href={sortHref(key, next)} className="inline-flex items-center gap-1 hover:text-ink" aria-label={t('table.sortBy', { column: text })}>
          {text}
          {active && <span aria-hidden>{sort.direction === 'asc' ? '▲' : '▼'}</span>}
        </Link>
      </th>
    );
  };

  return (
    <div className={frame} data-testid="stats-table" data-layout="normal" role="region" aria-label={caption} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {header('label', t(`dimensions.${table.dimension}`), 'left')}
            {table.measures.map((m) => header(m.key, measureName(m), 'right'))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row" className="px-2 py-2 text-left font-medium text-ink">
                {drill(row, nameOf(row))}
              </th>
              {table.measures.map((m) => (
                <td key={m.key} className={cell}>
                  {value(m, row.values[m.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300">
          <tr>
            <th scope="row" className="px-2 py-2 text-left font-semibold text-ink">
              {t('total')}
            </th>
            {table.measures.map((m) => (
              <td key={m.key} className={`${cell} font-semibold`}>
                {value(m, totalOf(m))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
