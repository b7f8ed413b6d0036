import { VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import type { ApprovalKindDeclaration } from '@/src/area';
import { reachedFromPendingList } from '@/src/lib/pendingRequestLink';
import { voucherPaths } from './paths';

/** Voucher requests waiting in the approvals inbox. */
export const voucherApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: VOUCHER_REQUEST_KIND.name,
    label: 'app.approvals.kinds.voucherRequest',
    resource: 'voucherRequests',
    // The page learns the request is pending.
    itemPage: ({ itemId }) => ({ to: voucherPaths.voucherRequestDetail(itemId), state: reachedFromPendingList }),
    rows: () => import('./approvalKindRows').then(rows => rows.voucherRequestRows),
  },
];
