import { type MeasureKey, type MeasureKind, isDrawn } from '../../core/domain/stats';
import type { StatsTable } from '../../core/schemas/stats';

// What a metric's chart draws, chosen from its table: a line through the
// months (annual focus), a doughnut of the shares (perc focus), bars for the
// totals otherwise. Pure and serialisable: the server page chooses, the
// browser draws (components/stats/chart-canvas.tsx) without knowing the rules.

export type ChartType = 'line' | 'bar' | 'doughnut';

/** Bars and slices beyond these crowd a phone's screen; the table keeps every row. */
export const CHART_MAX_BARS = 10;
export const CHART_MAX_SLICES = 6;
/** Measures of one kind share an axis; more than this many series stop being readable. */
const MAX_SERIES = 3;

export interface ChartSeries {
  measure: MeasureKey;
  kind: MeasureKind;
  name: string;
  values: (number | null)[];
}

export interface ChartSpec {
  type: ChartType;
  /** the rows drawn, in drawing order (a doughnut's "others" slice last) */
  labels: string[];
  series: ChartSeries[];
  /** rows of the table, and how many of them are drawn one by one */
  rowCount: number;
  drawn: number;
  /** a doughnut's last slice gathers the rows not drawn */
  others: boolean;
  /** per label, the filtered contracts list it drills down to (null: none, e.g. the "others" slice) */
  links: (string | null)[];
}

type ChartTable = Pick<StatsTable, 'focus' | 'measures' | 'rows'>;
type Row = ChartTable['rows'][number];

interface Words {
  nameOf: (row: Row) => string;
  /** the contracts a row counts, as the table's drill-down link; none when omitted */
  linkOf?: (row: Row) => string | null;
  measureName: (measure: ChartTable['measures'][number]) => string;
  others: string;
}

function numberOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The chart of a table; null when it would draw nothing (every value empty or zero), so no blank chart is shown. */
export function chartSpec(table: ChartTable, words: Words): ChartSpec | null {
  // A date (last seen) has no length to draw; an audit count (overrides) is for the table.
  const drawable = table.measures.filter((m) => m.kind !== 'date' && isDrawn(m.key));
  const shares = drawable.filter((m) => m.share);
  const type: ChartType = table.focus === 'annual' ? 'line' : table.focus === 'perc' && shares.length > 0 ? 'doughnut' : 'bar';
  const headline = type === 'doughnut' ? shares[0] : drawable[0];
  if (!headline) return null;
  // A doughnut draws one whole; lines and bars add the measures that read on the headline's axis.
  const measures = type === 'doughnut' ? [headline] : drawable.filter((m) => m.kind === headline.kind && m.share === headline.share).slice(0, MAX_SERIES);
  const value = (row: Row) => numberOf(row.values[headline.key]);

  let rows: Row[];
  if (type === 'line') rows = [...table.rows].sort((a, b) => a.key.localeCompare(b.key));
  else {
    // The largest first, whatever the table's sort: the chart shows what weighs most.
    const ranked = [...table.rows].sort((a, b) => (value(b) ?? -Infinity) - (value(a) ?? -Infinity));
    rows = type === 'doughnut' ? ranked.filter((row) => (value(row) ?? 0) > 0).slice(0, CHART_MAX_SLICES) : ranked.slice(0, CHART_MAX_BARS);
  }

  const series: ChartSeries[] = measures.map((m) => ({
    measure: m.key,
    kind: m.kind,
    name: words.measureName(m),
    values: rows.map((row) => numberOf(row.values[m.key])),
  }));
  if (series.every((s) => s.values.every((v) => v === null || v === 0))) return null;

  const labels = rows.map(words.nameOf);
  const links = rows.map((row) => words.linkOf?.(row) ?? null);
  let others = false;
  if (type === 'doughnut') {
    // Shares are percentages of the whole: what the drawn slices leave is everyone else's (rows past a ranking's cut included).
    const drawnShare = series[0]!.values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    const rest = 100 - drawnShare;
    if (rows.length < table.rows.length && rest >= 0.05) {
      others = true;
      labels.push(words.others);
      links.push(null);
      series[0]!.values.push(Math.round(rest * 100) / 100);
    }
  }
  return { type, labels, series, rowCount: table.rows.length, drawn: rows.length, others, links };
}

/** Where a click on the chart leads: the drill-down of the bar, point or slice under the pointer, if it has one. */
export function drillTarget(spec: Pick<ChartSpec, 'links'>, clicked: readonly { index: number }[]): string | null {
  const index = clicked[0]?.index;
  return index === undefined ? null : (spec.links[index] ?? null);
}

/** The drawn row with the highest and the lowest headline value, for the chart's text summary; null when nothing is measured. */
export function extremesOf(spec: ChartSpec): { highest: { label: string; value: number }; lowest: { label: string; value: number } } | null {
  const headline = spec.series[0]!;
  const points = spec.labels
    .slice(0, spec.drawn)
    .flatMap((label, i) => (headline.values[i] === null || headline.values[i] === undefined ? [] : [{ label, value: headline.values[i]! }]));
  if (points.length === 0) return null;
  // Ties keep the first in drawing order (the earliest month, the larger row).
  const highest = points.reduce((best, p) => (p.value > best.value ? p : best));
  const lowest = points.reduce((least, p) => (p.value < least.value ? p : least));
  return { highest, lowest };
}
