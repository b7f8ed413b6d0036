import { Box, Typography } from '@mui/material';
import type { BatchLine } from '@/contract/payouts/records';
import { formatRupees } from '@/src/lib/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "123456789012 · HDFC0001234": where a line pays. */
export const accountText = (line: Pick<BatchLine, 'account_number' | 'ifsc'>) =>
  `${line.account_number} · ${line.ifsc}`;

/** A line's problems, one to a line, a blocking one said so; "None" when there are none. Spans, to sit in a phone's card too. */
export function LineProblems({ line, t }: { line: BatchLine; t: Translate }) {
  if (line.problems.length === 0) return <>{t('no_problems')}</>;
  return (
    <>
      {line.problems.map(problem => (
        <Box component="span" key={problem.code} sx={{ display: 'block' }}>
          {problem.blocking && (
            <Typography component="strong" variant="inherit" color="error" sx={{ fontWeight: 700 }}>
              {t('blocking')}:{' '}
            </Typography>
          )}
          {problem.words}
        </Box>
      ))}
    </>
  );
}

/** The member's 194R position: "₹12,000 this year · higher rate (no PAN)". */
export const tax194rText = (line: BatchLine, t: Translate) =>
  [
    t('benefits_this_year', { amount: formatRupees(line.tax_194r.benefits) }),
    line.tax_194r.higher_rate ? t('higher_rate') : t('usual_rate'),
  ].join(' · ');

/** What the bank said of a line: its UTR once paid, its reason once failed, returned or cancelled. */
export const outcomeText = (line: Pick<BatchLine, 'utr' | 'reason'>, t: Translate) =>
  [line.utr && t('utr_line', { utr: line.utr }), line.reason].filter(Boolean).join(' · ');
