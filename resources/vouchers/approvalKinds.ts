import type { ApprovalKindDeclaration } from '../../src/area';
import { paths } from '../../src/routes';
import { reachedFromPendingList } from '../../src/lib/pendingRequestLink';

/** Voucher requests waiting in the approvals inbox. */
export const voucherApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'voucherRequest',
    label: 'app.approvals.kinds.voucherRequest',
    resource: 'voucherRequests',
    // The page learns the request is pending.
    itemPage: ({ itemId }) => ({ to: paths.voucherRequestDetail(itemId), state: reachedFromPendingList }),
    rows: () => import('./approvalKindRows').then(rows => rows.voucherRequestRows),
  },
];
