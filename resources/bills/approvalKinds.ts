import type { ApprovalKindDeclaration } from '../../src/area';
import { paths } from '../../src/routes';

/** Bills waiting in the approvals inbox. */
export const billApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'bill',
    label: 'app.approvals.kinds.bill',
    resource: 'billRequests',
    itemPage: ({ itemId }) => ({ to: paths.billRequestDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.billRows),
  },
];
