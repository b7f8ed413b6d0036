import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductMatches } from '@/contract/schemes/matchProducts';
import type { BillApprovalAidProps } from '@/src/billEarnings';
import { BreakdownLines } from './BreakdownLines';
import { UnmatchedLines } from './UnmatchedLines';
import { useWorkedOut } from './useWorkedOut';

/**
 * The approval dialog's breakdown (the bills' `billApprovalAid`): the bill's figures worked out by
 * the live schemes, line by line, its unmatched lines to match to products, and the result
 * reported to fill the figures. Where the backend stores no schemes (404) it shows nothing, and
 * where none applies it reports nothing: the figures are typed as before.
 */
export default function BillApprovalAid({ billId, onWorkedOut }: BillApprovalAidProps) {
  const translate = useTranslate();
  const [matches, setMatches] = useState<ProductMatches>({});
  const { data: earnings, isPending, isPlaceholderData, error } = useWorkedOut(billId, matches);

  useEffect(() => {
    if (isPending || isPlaceholderData) return;
    onWorkedOut(
      earnings && earnings.lines.length > 0
        ? { points_earned: earnings.points, cash_earned: earnings.cash_paise / 100, product_matches: { ...matches } }
        : null,
    );
  }, [earnings, isPending, isPlaceholderData, matches, onWorkedOut]);

  if (isPending) return <LinearProgress aria-label={translate('app.schemes.working_out')} />;
  if (error) return <Alert severity="warning">{translate('app.schemes.work_out_failed')}</Alert>;
  if (!earnings) return null;
  const title = translate('app.schemes.breakdown');
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <BreakdownLines earnings={earnings} label={title} />
      <UnmatchedLines unmatched={earnings.unmatched} matches={matches} onMatch={setMatches} />
    </Box>
  );
}
