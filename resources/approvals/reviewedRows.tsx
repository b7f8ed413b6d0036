import { Typography } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Approval, ApprovalKind } from '../../dataProvider/approvalKinds';
import { beingReviewedBy } from '../../src/live/liveStore';
import { useBeingReviewedText } from '../../src/live/reviewers';

/**
 * The permission resource of each kind's decision, which live presence and changes name: the
 * `resource` of the kind's pending source (dataProvider/endpoints/; a test keeps them equal).
 */
export const kindResources: Readonly<Record<ApprovalKind, string>> = {
  newUser: 'newUsers',
  profileEdit: 'editRequests',
  emailEdit: 'editRequests',
  bill: 'billRequests',
  voucherRequest: 'voucherRequests',
  payout: 'pendingPayments',
};

/** Whether another administrator has the row's item open: j/k triage passes over it. */
export const isBeingReviewed = ({ kind, itemId }: Approval) => beingReviewedBy(kindResources[kind], itemId).length > 0;

/** "Being reviewed by B" under a row's member while another administrator has its item open. */
export function RowReviewers({ approval: { kind, itemId } }: { approval: Approval }) {
  const text = useBeingReviewedText(kindResources[kind], itemId);
  if (!text) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <VisibilityOutlinedIcon fontSize="inherit" aria-hidden />
      {text}
    </Typography>
  );
}
