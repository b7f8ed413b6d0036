import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatNumber, formatRupees } from '../../lib/format';
import { firstApprovalOf, isOwnFirstApproval } from './firstApproval';

/**
 * "Approved by A on …: awaiting a second approval" on a pending bill or payout a first
 * administrator approved; to that administrator, that another must confirm it. Nothing otherwise.
 */
export function FirstApprovalNotice({ item }: { item: { status?: unknown; awaiting_second_approval?: unknown } }) {
  const translate = useTranslate();
  const first = firstApprovalOf(item);
  if (!first || item.status !== 'pending') return null;
  const figures = first.points_earned !== undefined && first.cash_earned !== undefined;
  const wording = {
    name: first.by.name,
    date: formatDateTime(first.at),
    ...(figures && { points: formatNumber(first.points_earned), cash: formatRupees(first.cash_earned) }),
  };
  return (
    <Alert severity="info" data-testid="first-approval">
      {translate(figures ? 'app.four_eyes.awaiting_figures' : 'app.four_eyes.awaiting', wording)}
      {isOwnFirstApproval(first) && ` ${translate('app.four_eyes.own')}`}
    </Alert>
  );
}
