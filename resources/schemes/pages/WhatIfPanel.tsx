import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';
import type { AppDataProvider } from '@/dataProvider';
import { formatDate, formatNumber } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import type { WhatIfAnswer } from '../schemeCalls';
import { awardText, pointsText, rupeesOfPaise } from '../earnings/awardWords';

interface WhatIfPanelProps {
  scheme: SchemeRecord;
  version: SchemeVersionRecord;
}

/** "What if": the version replayed over the last 90 days' approved bills, asked for by a button. */
export function WhatIfPanel({ scheme, version }: WhatIfPanelProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorMessage();
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<WhatIfAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `scheme-${scheme.id}-version-${version.version}-what-if`;

  const run = async () => {
    if (running) return;
    setRunning(true);
    setFailure(null);
    try {
      setAnswer(await dataProvider.whatIfSchemeVersion(scheme.id, version.version));
    } catch (error) {
      setFailure(errorText(error, 'app.schemes.what_if_failed'));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h4">
        {t('what_if')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('what_if_help')}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={run} disabled={running} aria-describedby={titleId}>
          {running ? t('what_if_running') : t('what_if_run', { version: version.version })}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {answer && (
        <>
          <Typography role="status">
            {t('what_if_result', {
              from: formatDate(answer.from),
              to: formatDate(answer.to),
              bills: formatNumber(answer.bills),
              paid: formatNumber(answer.bills_paid),
              award: awardText(answer),
              cost: rupeesOfPaise(answer.cost_paise),
            })}
          </Typography>
          {(answer.in_place_of.points > 0 || answer.in_place_of.cash_paise > 0) && (
            <Typography variant="body2">
              {t('what_if_in_place_of', { award: awardText(answer.in_place_of) })}
            </Typography>
          )}
          {answer.top_members.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t('what_if_top')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('what_if_member')}</TableCell>
                    <TableCell align="right">{t('what_if_bills')}</TableCell>
                    <TableCell align="right">{t('what_if_points')}</TableCell>
                    <TableCell align="right">{t('what_if_cost')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.top_members.map(member => (
                    <TableRow key={member.member_id}>
                      <TableCell>{member.member_name}</TableCell>
                      <TableCell align="right">{formatNumber(member.bills)}</TableCell>
                      <TableCell align="right">{pointsText(member.points)}</TableCell>
                      <TableCell align="right">{rupeesOfPaise(member.cost_paise)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
