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
import { useFormat } from '@/lib/format/use-format';
import type { ChartSpec } from '@/lib/stats/chart';
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
  const config = useMemo(() => {
    // The theme's colours (the brand palette included) as the page's CSS defines them.
    const style = getComputedStyle(document.documentElement);
    return chartConfig(
      spec,
      chartPalette((name) => style.getPropertyValue(name)),
      format,
    );
  }, [spec, format]);
  return <Chart type={config.type} data={config.data} options={config.options} role="img" aria-label={summary} data-testid="stats-chart-canvas" />;
}
