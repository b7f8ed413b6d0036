import { BILL_KIND } from '@/contract/approvals/kinds';
import type { ApprovalKindDeclaration } from '@/src/area';
import { billPaths } from './paths';

/** Bills waiting in the approvals inbox. */
export const billApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: BILL_KIND.name,
    label: 'app.approvals.kinds.bill',
    resource: 'billRequests',
    itemPage: ({ itemId }) => ({ to: billPaths.billRequestDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.billRows),
  },
];
