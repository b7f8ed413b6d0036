import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BillEarningsProps } from '@/src/billEarnings';
import { Section } from '@/src/ui/Section';
import { BreakdownLines } from './BreakdownLines';
import { recordedBreakdown } from './earningsAnswers';
import { useWorkedOut } from './useWorkedOut';

const NO_MATCHES = {};

/**
 * The bill page's breakdown (the bills' `billEarnings`): a decided bill's as it was recorded with
 * its decision (`earning_breakdown`), a pending bill's as the live schemes work it out now.
 * Nothing where there is none (a bill decided without schemes, a backend that stores none).
 */
export default function BillEarnings({ bill }: BillEarningsProps) {
  return bill.status === 'pending' ? <PendingEarnings billId={bill.id} /> : <DecidedEarnings bill={bill} />;
}

function PendingEarnings({ billId }: { billId: BillEarningsProps['bill']['id'] }) {
  const translate = useTranslate();
  const { data: earnings } = useWorkedOut(billId, NO_MATCHES);
  if (!earnings) return null;
  const title = translate('app.schemes.breakdown');
  return (
    <Section title={title}>
      <BreakdownLines earnings={earnings} label={title} />
      <UnmatchedNames names={earnings.unmatched} />
    </Section>
  );
}

function DecidedEarnings({ bill }: BillEarningsProps) {
  const translate = useTranslate();
  const breakdown = recordedBreakdown(bill.earning_breakdown);
  if (!breakdown) return null;
  const title = translate('app.schemes.breakdown_recorded');
  const matched = Object.keys(breakdown.product_matches);
  return (
    <Section title={title}>
      <BreakdownLines earnings={breakdown} label={title} />
      <UnmatchedNames names={breakdown.unmatched} />
      {matched.length > 0 && (
        <Typography variant="body2">
          {translate('app.schemes.matched_by_hand', { names: matched.join(', ') })}
        </Typography>
      )}
      {breakdown.reason && (
        <Typography variant="body2">{translate('app.schemes.reason_given', { reason: breakdown.reason })}</Typography>
      )}
    </Section>
  );
}

function UnmatchedNames({ names }: { names: readonly string[] }) {
  const translate = useTranslate();
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {translate('app.schemes.unmatched')}: {names.join(', ')}
    </Typography>
  );
}
