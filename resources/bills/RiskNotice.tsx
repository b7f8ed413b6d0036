import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { BillForRisk } from '@/contract/programme/risk';
import { useBillRisk } from './useBillRisk';

/**
 * Above a bill's decision: "Flagged for a closer look: ₹2,45,000 in bills in 30 days, over
 * ₹2,00,000. ..."; nothing when no risk rule flags the bill. It informs; the decision stays open.
 */
export function RiskNotice({ bill }: { bill: BillForRisk }) {
  const translate = useTranslate();
  const shown = useMemo(() => [bill], [bill]);
  const reasons = useBillRisk(shown)(bill);
  if (reasons.length === 0) return null;
  return (
    <Alert severity="info" role="note" sx={{ flexBasis: '100%' }}>
      {translate('app.risk.notice', { reasons: reasons.join('; ') })}
    </Alert>
  );
}
