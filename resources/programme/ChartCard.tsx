import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { visuallyHidden } from '@/src/ui/visuallyHidden';
import { useTranslate } from 'react-admin';

interface ChartCardProps {
  title: string;
  /** The picture; hidden from screen readers, which read `table`. */
  chart: ReactNode;
  /** False when the backend's answers tell none of its figures: then there is no table to show. */
  known: boolean;
  /** The same figures as a table (`onScreen`: in a scrolling box): read by screen readers, shown instead of the picture on demand. */
  table: (onScreen: boolean) => ReactNode;
}

/** A chart with its title and its table alternative, which a switch shows in its place. */
export function ChartCard({ title, chart, known, table }: ChartCardProps) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {known && (
            <FormControlLabel
              control={<Switch size="small" checked={asTable} onChange={(_, checked) => setAsTable(checked)} />}
              label={translate('app.movement.show_table')}
            />
          )}
        </Box>
        {!known ? (
          <Typography color="text.secondary">{translate('app.movement.chart_not_known')}</Typography>
        ) : asTable ? (
          table(true)
        ) : (
          <>
            <Box aria-hidden sx={{ width: '100%' }}>
              {chart}
            </Box>
            <Box sx={visuallyHidden}>{table(false)}</Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
