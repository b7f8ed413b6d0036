import type { ApprovalKindDeclaration } from '../../src/area';
import { paths } from '../../src/routes';

/** Payout requests waiting in the approvals inbox. */
export const paymentApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'payout',
    label: 'app.approvals.kinds.payout',
    resource: 'pendingPayments',
    itemPage: ({ itemId }) => ({ to: paths.paymentRequestDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.payoutRows),
  },
];
