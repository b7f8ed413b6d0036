import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QueueAge } from '@/contract/programme/movement';
import { formatNumber } from '@/src/lib/format';

const DAY_HOURS = 24;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** "3 d 4 h", "5.5 h", or a dash when nothing waits. */
function useAgeText() {
  const translate = useTranslate();
  return (hours: number | null) => {
    if (hours === null) return '—';
    if (hours < DAY_HOURS) return translate('app.movement.hours', { hours: Math.round(hours * 10) / 10 });
    const days = Math.floor(hours / DAY_HOURS);
    return translate('app.movement.days_hours', { days, hours: Math.round(hours - days * DAY_HOURS) });
  };
}

/** How long each kind of pending item has waited now: how many, the median, the 90th percentile and the oldest. */
export function QueueAges({ queue }: { queue: QueueAge[] }) {
  const translate = useTranslate();
  const ageText = useAgeText();
  const t = (key: string) => translate(`app.movement.${key}`);
  return (
    <TableContainer tabIndex={0} role="group" aria-label={t('queue_caption')}>
      <Table size="small">
        <caption>{t('queue_caption')}</caption>
        <TableHead>
          <TableRow>
            {['kind', 'waiting_now', 'median', 'p90', 'oldest'].map((key, index) => (
              <TableCell key={key} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                {t(`queue_columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {queue.map(age => (
            <TableRow key={age.kind} data-testid={`queue-${age.kind}`}>
              <TableCell component="th" scope="row">
                {translate(`app.approvals.kinds.${age.kind}`)}
              </TableCell>
              <TableCell align="right">{formatNumber(age.waiting)}</TableCell>
              <TableCell align="right" sx={noWrap}>
                {ageText(age.median_hours)}
              </TableCell>
              <TableCell align="right" sx={noWrap}>
                {ageText(age.p90_hours)}
              </TableCell>
              <TableCell align="right" sx={noWrap}>
                {ageText(age.oldest_hours)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
