import { PAYOUT_KIND } from '@/contract/approvals/kinds';
import type { ApprovalKindDeclaration } from '@/src/area';
import { paymentPaths } from './paths';

/** Payout requests waiting in the approvals inbox. */
export const paymentApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: PAYOUT_KIND.name,
    label: 'app.approvals.kinds.payout',
    resource: 'pendingPayments',
    itemPage: ({ itemId }) => ({ to: paymentPaths.paymentRequestDetail(itemId) }),
    rows: () => import('./approvalKindRows').then(rows => rows.payoutRows),
  },
];
