'use client';

import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { useRouter } from '@/i18n/navigation';
import { useFormat } from '@/lib/format/use-format';
import { type ChartSpec, drillTarget } from '@/lib/stats/chart';
import { chartConfig, chartPalette } from '@/lib/stats/chart-config';

// Only the pieces the three charts use, so the rest of Chart.js stays out of the bundle.
ChartJS.register(
  LineController,
  BarController,
  DoughnutController,
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  ArcElement,
  Tooltip,
  Legend,
);

/** The canvas of a statistics chart; loaded on demand (next/dynamic) by StatsChart, in the browser only. */
export default function ChartCanvas({ spec, summary }: { spec: ChartSpec; summary: string }) {
  const format = useFormat();
  const router = useRouter();
  const config = useMemo(() => {
    // The theme's colours (the brand palette included) as the page's CSS defines them.
    const style = getComputedStyle(document.documentElement);
    const drawn = chartConfig(
      spec,
      chartPalette((name) => style.getPropertyValue(name)),
      format,
    );
    // A bar, point or slice opens the contracts it counts, like its row's link in the table below (the keyboard's way there).
    // A bar's whole row and a month's whole column answer the pointer (tooltip and click), not only the drawn bar or dot.
    const interaction =
      spec.type === 'bar'
        ? { mode: 'nearest' as const, axis: 'y' as const, intersect: false }
        : spec.type === 'line'
          ? { mode: 'nearest' as const, axis: 'x' as const, intersect: false }
          : drawn.options.interaction;
    const options = {
      ...drawn.options,
      interaction,
      onClick: (_event: unknown, elements: { index: number }[]) => {
        const href = drillTarget(spec, elements);
        if (href) router.push(href);
      },
      onHover: (event: { native?: Event | null }, elements: { index: number }[]) => {
        const canvas = event.native?.target;
        if (canvas instanceof HTMLElement) canvas.style.cursor = drillTarget(spec, elements) ? 'pointer' : 'default';
      },
    };
    return { ...drawn, options: options as typeof drawn.options };
  }, [spec, format, router]);
  return <Chart type={config.type} data={config.data} options={config.options} role="img" aria-label={summary} data-testid="stats-chart-canvas" />;
}
