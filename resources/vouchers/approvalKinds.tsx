import { lazy } from 'react';
import { objectAt, type Approval } from '../../dataProvider/approvalKinds';
import type { ApprovalKindDeclaration } from '../../src/area';
import { displayValue } from '../../src/lib/format';
import { reachedFromPendingList } from '../../src/lib/pendingRequestLink';
import { paths } from '../../src/routes';

const VoucherApprovalDecision = lazy(() => import('./VoucherApprovalDecision'));

/** The offer asked for. */
function VoucherRequestDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(objectAt(item, 'voucher_details').offer_name)}</>;
}

/** Voucher requests waiting in the approvals inbox. */
export const voucherApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'voucherRequest',
    label: 'app.approvals.kinds.voucherRequest',
    resource: 'voucherRequests',
    // The page learns the request is pending.
    itemPage: ({ itemId }) => ({ to: paths.voucherRequestDetail(itemId), state: reachedFromPendingList }),
    Details: VoucherRequestDetails,
    Decision: VoucherApprovalDecision,
  },
];
