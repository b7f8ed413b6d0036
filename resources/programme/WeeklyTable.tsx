import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber, formatRupees } from '@/src/lib/format';

export interface TableSeries {
  label: string;
  values: (number | null)[];
}

interface WeeklyTableProps {
  caption: string;
  weeks: string[];
  series: TableSeries[];
  unit: 'count' | 'rupees';
  /** Shown on screen: in a box that scrolls sideways on a phone, reached by the keyboard. */
  onScreen?: boolean;
}

/** A chart's figures as a table: a row a week, a column a series. */
export function WeeklyTable({ caption, weeks, series, unit, onScreen = true }: WeeklyTableProps) {
  const translate = useTranslate();
  const shown = (value: number | null) =>
    value === null
      ? translate('app.movement.not_known')
      : unit === 'rupees'
        ? formatRupees(value)
        : formatNumber(value);
  const table = (
    <Table size="small">
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.movement.week_of')}
          </TableCell>
          {series.map(each => (
            <TableCell key={each.label} component="th" scope="col" align="right">
              {translate(`app.movement.series.${each.label}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {weeks.map((week, index) => (
          <TableRow key={week}>
            <TableCell component="th" scope="row">
              {week}
            </TableCell>
            {series.map(each => (
              <TableCell key={each.label} align="right">
                {shown(each.values[index])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return onScreen ? (
    <TableContainer tabIndex={0} role="group" aria-label={caption}>
      {table}
    </TableContainer>
  ) : (
    table
  );
}
