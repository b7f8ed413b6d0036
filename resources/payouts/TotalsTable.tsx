import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYOUT_MODES, type BatchTotals } from '@/contract/payouts/records';
import { formatNumber, formatRupees } from '@/src/lib/format';

/** How many lines and how much a batch pays by each mode, and in all. */
export function TotalsTable({ totals, label }: { totals: BatchTotals; label: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.payouts.${key}`);
  const modes = PAYOUT_MODES.filter(mode => (totals.by_mode[mode]?.lines ?? 0) > 0);
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('mode')}</TableCell>
          <TableCell align="right">{t('lines')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {modes.map(mode => (
          <TableRow key={mode}>
            <TableCell component="th" scope="row">
              {mode}
            </TableCell>
            <TableCell align="right">{formatNumber(totals.by_mode[mode].lines)}</TableCell>
            <TableCell align="right">{formatRupees(totals.by_mode[mode].amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatNumber(totals.lines)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatRupees(totals.amount)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
