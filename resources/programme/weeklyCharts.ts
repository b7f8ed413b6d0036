import { pointsWorth } from '@/contract/programme/liability';
import type { WeekMovement } from '@/contract/programme/movement';

/** A line or bar of a chart: its label (an i18n key of `app.movement`) and its value in each week; null is not known. */
export interface ChartSeries {
  label: string;
  value: (week: WeekMovement, pointValue: number) => number | null;
}

/** A chart of the weekly movement: counts or rupees, bars or a line, stacked bars adding up to a whole. */
export interface WeeklyChart {
  id: string;
  kind: 'bar' | 'line';
  unit: 'count' | 'rupees';
  stacked?: boolean;
  series: ChartSeries[];
}

type Figure = Exclude<keyof WeekMovement, 'week'>;

const field =
  (name: Figure) =>
  (week: WeekMovement): number | null =>
    week[name];

/** Series of figures as the answer has them, each labelled by its own name. */
const asAnswered = (...names: Figure[]): ChartSeries[] => names.map(name => ({ label: name, value: field(name) }));

/** Rupees of points at the point's value plus cash, to the paisa; not known when either is not. */
const worth =
  (points: keyof WeekMovement, cash: keyof WeekMovement) =>
  (week: WeekMovement, pointValue: number): number | null => {
    const [pointsMoved, cashMoved] = [week[points], week[cash]] as (number | null)[];
    if (pointsMoved === null || cashMoved === null) return null;
    return Math.round((pointsWorth(pointsMoved, pointValue) + cashMoved) * 100) / 100;
  };

/** The page's charts, in the order it shows them: the liability's trend first, then the week's movement, then the queue. */
export const weeklyCharts: WeeklyChart[] = [
  { id: 'liability', kind: 'line', unit: 'rupees', series: asAnswered('liability') },
  {
    id: 'moved',
    kind: 'line',
    unit: 'rupees',
    series: [
      { label: 'credited', value: worth('points_credited', 'cash_credited') },
      { label: 'redeemed', value: worth('points_redeemed', 'cash_redeemed') },
      { label: 'given_back', value: worth('points_refunded', 'cash_reversed') },
    ],
  },
  {
    id: 'bills',
    kind: 'bar',
    unit: 'count',
    series: asAnswered('bills_received', 'bills_approved', 'bills_rejected'),
  },
  {
    id: 'credited',
    kind: 'bar',
    unit: 'rupees',
    stacked: true,
    series: [
      {
        label: 'points_credited',
        value: ({ points_credited: points }, pointValue) => (points === null ? null : pointsWorth(points, pointValue)),
      },
      { label: 'cash_credited', value: field('cash_credited') },
    ],
  },
  {
    id: 'paid',
    kind: 'bar',
    unit: 'count',
    series: asAnswered('vouchers_redeemed', 'payouts_paid'),
  },
  { id: 'members', kind: 'bar', unit: 'count', series: asAnswered('new_members') },
  { id: 'waiting', kind: 'line', unit: 'count', series: asAnswered('waiting') },
];

/** A chart's series with their weekly values, leaving out those the backend's answers cannot tell. */
export function knownSeries(chart: WeeklyChart, weeks: WeekMovement[], pointValue: number) {
  return chart.series
    .map(series => ({ label: series.label, values: weeks.map(week => series.value(week, pointValue)) }))
    .filter(series => series.values.some(value => value !== null));
}
