import type { ChartData, ChartOptions } from 'chart.js';
import type { MeasureKind } from '../../core/domain/stats';
import type { PortalFormat } from '../format/portal-format';
import type { ChartSpec } from './chart';

// A chart spec (lib/stats/chart.ts) as Chart.js data and options: colours
// from the theme's CSS variables, every number through the portal's
// formatter. Pure, so the mapping is tested without a canvas.

export interface ChartPalette {
  /** one colour per series, or per slice of a doughnut */
  series: string[];
  ink: string;
  muted: string;
  grid: string;
  surface: string;
}

const SERIES_VARIABLES = ['--chart-1', '--chart-2', '--chart-3', '--chart-4', '--chart-5', '--chart-6', '--chart-7'] as const;

/** The palette of the theme in force, read through a lookup of CSS custom properties (getComputedStyle in the browser). */
export function chartPalette(variable: (name: string) => string): ChartPalette {
  const read = (name: string, fallback: string) => variable(name).trim() || fallback;
  const ink = read('--ink', '#0f172a');
  return {
    series: SERIES_VARIABLES.map((name, i) => read(name, i === 0 ? read('--primary', ink) : ink)),
    ink,
    muted: read('--ink-muted', ink),
    grid: read('--chart-grid', '#e2e8f0'),
    surface: read('--chart-surface', '#ffffff'),
  };
}

/** A measure's value as the tables word it; axis ticks drop the cents. */
export function measureText(format: PortalFormat, value: number, kind: MeasureKind, tick = false): string {
  switch (kind) {
    case 'money':
      return tick ? format.moneyWhole(value) : format.money(value);
    case 'count':
      return format.number(value, 0);
    case 'percent':
      return format.percent(value / 100, 1);
    default:
      return format.number(value, 1);
  }
}

/** A label cut to at most max characters, an ellipsis saying so. */
export function shorten(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}

export interface ChartConfig {
  type: ChartSpec['type'];
  data: ChartData<'line' | 'bar' | 'doughnut', (number | null)[], string>;
  options: ChartOptions<'line' | 'bar' | 'doughnut'>;
}

/** Chart.js data and options of a spec: horizontal bars (long names read across), lines through the months, a doughnut of shares. */
export function chartConfig(spec: ChartSpec, palette: ChartPalette, format: PortalFormat): ChartConfig {
  const colour = (i: number) => palette.series[i % palette.series.length]!;
  const kind = spec.series[0]!.kind;
  const text = (value: number, tick = false) => measureText(format, value, kind, tick);
  const datasets = spec.series.map((series, i) =>
    spec.type === 'doughnut'
      ? {
          label: series.name,
          data: series.values,
          backgroundColor: series.values.map((_, slice) => colour(slice)),
          borderColor: palette.surface,
          borderWidth: 2,
        }
      : spec.type === 'line'
        ? { label: series.name, data: series.values, borderColor: colour(i), backgroundColor: colour(i), pointRadius: 3, tension: 0, spanGaps: false }
        : { label: series.name, data: series.values, backgroundColor: colour(i), borderColor: colour(i), maxBarThickness: 28 },
  );
  const legend = { display: spec.type === 'doughnut' || spec.series.length > 1, position: 'bottom' as const, labels: { color: palette.ink, boxWidth: 12 } };
  const tooltip = {
    callbacks: {
      label: (item: { dataset: { label?: string }; parsed: number | { x: number; y: number } }) => {
        const value = typeof item.parsed === 'number' ? item.parsed : spec.type === 'bar' ? item.parsed.x : item.parsed.y;
        return `${item.dataset.label ?? ''}: ${text(value)}`;
      },
    },
  };
  // Drawn once: no animation to sit through, and nothing moves for people who asked for less motion.
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const, plugins: { legend, tooltip } };
  if (spec.type === 'doughnut') return { type: spec.type, data: { labels: spec.labels, datasets }, options: common as ChartConfig['options'] };

  const valueAxis = {
    beginAtZero: true,
    // Counts step by whole numbers: a tick at 0.5 would read "1" twice.
    ticks: { color: palette.muted, precision: kind === 'count' ? 0 : undefined, callback: (value: number | string) => text(Number(value), true) },
    grid: { color: palette.grid },
    border: { color: palette.grid },
  };
  const labelAxis = {
    ticks: {
      color: palette.ink,
      autoSkip: spec.type === 'line',
      // Long names (models, agents) beside bars would crowd the bars out on a phone; the tooltip and the table keep them whole.
      callback(this: { chart: { width: number }; getLabelForValue: (value: number) => string }, value: number | string) {
        const label = this.getLabelForValue(Number(value));
        return spec.type === 'bar' ? shorten(label, this.chart.width < 600 ? 16 : 48) : label;
      },
    },
    grid: { display: false },
    border: { color: palette.grid },
  };
  const options =
    spec.type === 'bar'
      ? { ...common, indexAxis: 'y' as const, scales: { x: valueAxis, y: labelAxis } }
      : { ...common, scales: { x: labelAxis, y: valueAxis } };
  return { type: spec.type, data: { labels: spec.labels, datasets }, options: options as ChartConfig['options'] };
}
