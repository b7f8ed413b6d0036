import { useId, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/src/lib/format';
import { serverMessageOf } from '@/src/lib/errors';
import { PageHeader } from '@/src/ui/PageHeader';
import { ChartCard } from './ChartCard';
import { QueueAges } from './QueueAges';
import { knownSeries, weeklyCharts } from './weeklyCharts';
import { WeeklyChart } from './WeeklyChart';
import { WeeklyTable } from './WeeklyTable';
import { useMovement } from './useMovement';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
};

/** A titled group of the page's cards, two a row on a wide screen. */
function ChartGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Box>
  );
}

/**
 * The programme at a glance (/programme): what it owes week by week, how bills, credits,
 * redemptions and members moved over the last twelve weeks, and how long the approval queue
 * waits. Each chart has its table; a figure the backend cannot tell says so instead of a 0.
 */
export default function MovementPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.movement.${key}`, options);
  const { movement, inBrowser, error } = useMovement();

  const header = <PageHeader title={t('title')} />;
  if (error) {
    return (
      <>
        {header}
        <Alert severity="error">{serverMessageOf(error) ?? translate('app.programme.movement_failed')}</Alert>
      </>
    );
  }
  if (!movement) {
    return (
      <>
        {header}
        <CircularProgress aria-label={translate('app.common.loading')} />
      </>
    );
  }

  const weeks = movement.weeks.map(week => formatDate(week.week));
  const axisWeeks = weeks.map(week => week.slice(0, 5));
  const charts = weeklyCharts.map(chart => {
    const known = knownSeries(chart, movement.weeks, movement.point_value);
    const series = known.map(each => ({ ...each, label: t(`series.${each.label}`) }));
    const title = t(`charts.${chart.id}`);
    const chartOf = (
      <WeeklyChart kind={chart.kind} unit={chart.unit} stacked={chart.stacked} weeks={axisWeeks} series={series} />
    );
    const table = (onScreen: boolean) => (
      <WeeklyTable caption={title} weeks={weeks} series={known} unit={chart.unit} onScreen={onScreen} />
    );
    return <ChartCard key={chart.id} title={title} known={known.length > 0} chart={chartOf} table={table} />;
  });

  return (
    <>
      {header}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro', { from: weeks[0], to: weeks[weeks.length - 1] })}
      </Typography>
      {inBrowser && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('in_browser')}
        </Alert>
      )}
      <ChartGroup title={t('trend')}>{charts.slice(0, 2)}</ChartGroup>
      <ChartGroup title={t('weekly')}>{charts.slice(2, 6)}</ChartGroup>
      <ChartGroup title={t('queue')}>
        {charts.slice(6)}
        <Card>
          <CardContent>
            <QueueAges queue={movement.queue} />
          </CardContent>
        </Card>
      </ChartGroup>
    </>
  );
}
