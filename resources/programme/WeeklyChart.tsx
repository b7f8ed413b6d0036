import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber, formatRupees } from '@/src/lib/format';
import type { TableSeries } from './WeeklyTable';

interface WeeklyChartProps {
  kind: 'bar' | 'line';
  unit: 'count' | 'rupees';
  stacked?: boolean;
  /** The weeks' labels along the bottom. */
  weeks: string[];
  /** Each series with its label translated. */
  series: TableSeries[];
}

const HEIGHT = 260;
/** Rupees along the side, in lakhs and crores past a lakh (₹1.6L), so the axis stays narrow. */
const compactRupees = (value: number) =>
  value >= 1e7
    ? `₹${+(value / 1e7).toFixed(1)}Cr`
    : value >= 1e5
      ? `₹${+(value / 1e5).toFixed(1)}L`
      : formatRupees(value);

/** A chart of weekly figures with MUI X Charts: bars or a line per series, in the theme's colours. */
export function WeeklyChart({ kind, unit, stacked, weeks, series }: WeeklyChartProps) {
  const valueFormatter = (value: number | null) =>
    value === null ? '' : unit === 'rupees' ? formatRupees(value) : formatNumber(value);
  const yAxis = [{ width: unit === 'rupees' ? 72 : 40, valueFormatter: unit === 'rupees' ? compactRupees : undefined }];
  const chartSeries = series.map(each => ({
    data: each.values,
    label: each.label,
    valueFormatter,
    ...(stacked ? { stack: 'total' } : {}),
  }));
  if (kind === 'bar') {
    return <BarChart height={HEIGHT} xAxis={[{ scaleType: 'band', data: weeks }]} yAxis={yAxis} series={chartSeries} />;
  }
  return (
    <LineChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={yAxis}
      series={chartSeries.map(each => ({ ...each, curve: 'linear' as const }))}
    />
  );
}
