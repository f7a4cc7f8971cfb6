// A metric's table as the chart that draws it: the chart type per focus, the
// series that share the headline's axis, the largest rows first with the rest
// in the table, a doughnut's "others" slice, no chart when nothing is
// measured; then the Chart.js data and options: theme colours, numbers worded
// as the portal words them.
import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { StatsTable } from '@/core/schemas/stats';
import { portalFormat } from '@/lib/format/portal-format';
import { CHART_MAX_BARS, CHART_MAX_SLICES, chartSpec, drillTarget, extremesOf } from '@/lib/stats/chart';
import { chartConfig, chartPalette, measureText, shorten } from '@/lib/stats/chart-config';

type Table = Pick<StatsTable, 'focus' | 'measures' | 'rows'>;
const row = (key: string, values: Record<string, number | string | null>) => ({ key, label: key.toUpperCase(), values, contracts: null });
const words = {
  nameOf: (r: { label: string }) => r.label,
  measureName: (m: { key: string; share: boolean }) => (m.share ? `% ${m.key}` : m.key),
  others: 'Others',
};
const format = (locale: 'it' | 'en') => portalFormat(createFormatter({ locale, timeZone: 'Europe/Rome' }));
const palette = chartPalette((name) => ({ '--chart-1': '#0e7490', '--chart-2': ' #c2410c ', '--ink': '#0f172a', '--ink-muted': '#475569' })[name] ?? '');

const contracts: Table = {
  focus: 'all',
  measures: [
    { key: 'contracts', kind: 'count', share: false },
    { key: 'value', kind: 'money', share: false },
  ],
  rows: [row('created', { contracts: 2, value: 500 }), row('active', { contracts: 7, value: 9000 }), row('refused', { contracts: 4, value: 100 })],
};

describe('chart spec', () => {
  it('draws totals as bars, the largest headline first whatever the table sort, with only the measures of its kind', () => {
    const spec = chartSpec(contracts, words)!;
    expect(spec).toEqual({
      type: 'bar',
      labels: ['ACTIVE', 'REFUSED', 'CREATED'],
      series: [{ measure: 'contracts', kind: 'count', name: 'contracts', values: [7, 4, 2] }],
      rowCount: 3,
      drawn: 3,
      others: false,
      links: [null, null, null],
    });
    expect(extremesOf(spec)).toEqual({ highest: { label: 'ACTIVE', value: 7 }, lowest: { label: 'CREATED', value: 2 } });
  });

  it('leaves an audit count (overrides) to the table: it reads on the count axis, but is not drawn', () => {
    const table: Table = {
      ...contracts,
      measures: [...contracts.measures, { key: 'overridden', kind: 'count', share: false }],
      rows: contracts.rows.map((r) => ({ ...r, values: { ...r.values, overridden: 1 } })),
    };
    expect(chartSpec(table, words)!.series.map((s) => s.measure)).toEqual(['contracts']);
  });

  it('draws the months of the annual focus as a line in calendar order, gaps where nothing was measured, same-kind measures as more lines', () => {
    const table: Table = {
      focus: 'annual',
      measures: [
        { key: 'medianDays', kind: 'days', share: false },
        { key: 'p90Days', kind: 'days', share: false },
        { key: 'decided', kind: 'count', share: false },
      ],
      rows: [
        row('2026-03', { medianDays: 4, p90Days: '9.5', decided: 3 }),
        row('2026-01', { medianDays: 2, p90Days: 6, decided: 1 }),
        row('2026-02', { medianDays: null, p90Days: null, decided: 0 }),
      ],
    };
    const spec = chartSpec(table, words)!;
    expect(spec.type).toBe('line');
    expect(spec.labels).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(spec.series.map((s) => [s.measure, s.values])).toEqual([
      ['medianDays', [2, null, 4]],
      ['p90Days', [6, null, 9.5]],
    ]);
    expect(extremesOf(spec)).toEqual({ highest: { label: '2026-03', value: 4 }, lowest: { label: '2026-01', value: 2 } });
  });

  it('draws the shares of the perc focus as a doughnut of the first share measure, the rest of a long ranking as one slice', () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(`m${i}`, { averageValue: 1000 + i, contracts: [30, 20, 14, 10, 8, 6, 5, 4, 3][i]! }));
    const table: Table = {
      focus: 'perc',
      measures: [
        { key: 'averageValue', kind: 'money', share: false },
        { key: 'contracts', kind: 'percent', share: true },
      ],
      rows: rows.reverse(),
    };
    const spec = chartSpec(table, words)!;
    expect(spec.type).toBe('doughnut');
    expect(spec.series).toHaveLength(1);
    expect(spec.series[0]!.measure).toBe('contracts');
    expect(spec.labels).toEqual(['M0', 'M1', 'M2', 'M3', 'M4', 'M5', 'Others']);
    expect(spec.drawn).toBe(CHART_MAX_SLICES);
    // 30 + 20 + 14 + 10 + 8 + 6 = 88: the three rows not drawn hold the other 12 %.
    expect(spec.series[0]!.values).toEqual([30, 20, 14, 10, 8, 6, 12]);
    expect(spec.others).toBe(true);
  });

  it('falls back to bars when the perc focus has no share to draw, and keeps a ranking to its largest rows', () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(`a${i}`, { approvalRate: i, lastSeen: '2026-01-01T00:00:00Z' }));
    const table: Table = {
      focus: 'perc',
      measures: [
        { key: 'lastSeen', kind: 'date', share: false },
        { key: 'approvalRate', kind: 'percent', share: false },
      ],
      rows,
    };
    const spec = chartSpec(table, words)!;
    expect(spec.type).toBe('bar');
    expect(spec.series.map((s) => s.measure)).toEqual(['approvalRate']);
    expect(spec.drawn).toBe(CHART_MAX_BARS);
    expect(spec.rowCount).toBe(25);
    expect(spec.labels[0]).toBe('A24');
  });

  it('leads each bar and slice to its row’s contracts, in drawing order; the others slice and a click beside the bars nowhere', () => {
    const linkOf = (r: { key: string }) => (r.key === 'refused' ? null : `/contracts?status=${r.key}`);
    const bars = chartSpec(contracts, { ...words, linkOf })!;
    expect(bars.links).toEqual(['/contracts?status=active', null, '/contracts?status=created']);
    expect(drillTarget(bars, [{ index: 2 }])).toBe('/contracts?status=created');
    expect(drillTarget(bars, [{ index: 1 }])).toBeNull();
    expect(drillTarget(bars, [])).toBeNull();

    const rows = [30, 20, 14, 10, 8, 6, 5, 4, 3].map((share, i) => row(`m${i}`, { contracts: share }));
    const doughnut = chartSpec({ focus: 'perc', measures: [{ key: 'contracts', kind: 'percent', share: true }], rows }, { ...words, linkOf })!;
    expect(doughnut.others).toBe(true);
    expect(doughnut.links).toHaveLength(doughnut.labels.length);
    expect(doughnut.links.at(-1)).toBeNull();
    expect(doughnut.links[0]).toBe('/contracts?status=m0');
  });

  it('draws nothing when every drawn value is empty or zero', () => {
    expect(chartSpec({ ...contracts, rows: [row('active', { contracts: 0, value: 10 }), row('created', { contracts: null, value: null })] }, words)).toBeNull();
    expect(chartSpec({ ...contracts, rows: [] }, words)).toBeNull();
    expect(
      chartSpec({ focus: 'all', measures: [{ key: 'lastSeen', kind: 'date', share: false }], rows: [row('u', { lastSeen: '2026-01-01' })] }, words),
    ).toBeNull();
  });
});

describe('chart config', () => {
  it('takes the colours from the theme variables, the primary first, with fallbacks for the rest', () => {
    expect(palette.series.slice(0, 3)).toEqual(['#0e7490', '#c2410c', '#0f172a']);
    expect(palette).toMatchObject({ ink: '#0f172a', muted: '#475569', grid: '#e2e8f0', surface: '#ffffff' });
    expect(chartPalette(() => '').series[0]).toBe('#0f172a');
  });

  it('words numbers as the portal does, in each language', () => {
    expect(measureText(format('it'), 1234.5, 'money')).toBe('1.234,50\u00a0€');
    expect(measureText(format('en'), 1234.5, 'money')).toBe('€1,234.50');
    expect(measureText(format('en'), 1234.5, 'money', true)).toBe('€1,235');
    expect(measureText(format('it'), 66.66, 'percent')).toBe('66,7%');
    expect(measureText(format('it'), 12345, 'count')).toBe('12.345');
    expect(measureText(format('en'), 4.25, 'days')).toBe('4.3');
  });

  it('makes horizontal bars with formatted ticks and tooltips', () => {
    const money = chartSpec({ ...contracts, measures: [...contracts.measures].reverse() }, words)!;
    const config = chartConfig(money, palette, format('it'));
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['ACTIVE', 'CREATED', 'REFUSED']);
    expect(config.data.datasets).toEqual([expect.objectContaining({ label: 'value', data: [9000, 500, 100], backgroundColor: '#0e7490' })]);
    const options = config.options as {
      indexAxis: string;
      animation: boolean;
      scales: Record<string, { ticks: { callback?: (v: number) => string; color: string } }>;
    };
    expect(options.indexAxis).toBe('y');
    expect(options.animation).toBe(false);
    expect(options.scales.x!.ticks.callback!(9000)).toBe('9.000\u00a0€');
    expect(options.scales.y!.ticks.color).toBe('#0f172a');
    // Money ticks may fall between euros; count ticks never between units.
    expect((options.scales.x!.ticks as { precision?: number }).precision).toBeUndefined();
    const counts = chartConfig(chartSpec(contracts, words)!, palette, format('it')).options as { scales: Record<string, { ticks: { precision?: number } }> };
    expect(counts.scales.x!.ticks.precision).toBe(0);
    // Bar names shorten on a phone-wide chart, not on a wide one.
    const name = options.scales.y!.ticks.callback as unknown as (this: unknown, value: number) => string;
    const scale = (width: number) => ({ chart: { width }, getLabelForValue: () => 'Samsung Galaxy Tab Active5 5G Enterprise Edition' });
    expect(name.call(scale(350), 0)).toBe('Samsung Galaxy…');
    expect(name.call(scale(1200), 0)).toBe('Samsung Galaxy Tab Active5 5G Enterprise Edition');
    expect(shorten('Nikon Z6III corpo', 16)).toBe('Nikon Z6III cor…');
    const tooltip = (config.options.plugins!.tooltip!.callbacks!.label as unknown as (item: unknown) => string)({
      dataset: { label: 'value' },
      parsed: { x: 500.5, y: 1 },
    });
    expect(tooltip).toBe('value: 500,50\u00a0€');
  });

  it('colours each doughnut slice and shows its legend; lines get one colour per series', () => {
    const doughnut = chartSpec({ ...contracts, focus: 'perc', measures: [{ key: 'contracts', kind: 'percent', share: true }] }, words)!;
    const config = chartConfig(doughnut, palette, format('en'));
    expect(config.type).toBe('doughnut');
    expect(config.data.datasets[0]).toMatchObject({ backgroundColor: ['#0e7490', '#c2410c', '#0f172a'], borderColor: '#ffffff' });
    expect(config.options.plugins!.legend!.display).toBe(true);
    const tooltip = (config.options.plugins!.tooltip!.callbacks!.label as unknown as (item: unknown) => string)({ dataset: { label: 'share' }, parsed: 53.85 });
    expect(tooltip).toBe('share: 53.9%');

    const line = chartConfig(
      chartSpec(
        {
          ...contracts,
          focus: 'annual',
          measures: [
            { key: 'contracts', kind: 'count', share: false },
            { key: 'approved', kind: 'count', share: false },
          ],
        },
        words,
      )!,
      palette,
      format('en'),
    );
    expect(line.data.datasets.map((d) => d.borderColor)).toEqual(['#0e7490', '#c2410c']);
    expect((line.options as { indexAxis?: string }).indexAxis).toBeUndefined();
  });
});
