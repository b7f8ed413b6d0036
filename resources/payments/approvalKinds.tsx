import { lazy } from 'react';
import type { Approval } from '../../dataProvider/approvalKinds';
import type { ApprovalKindDeclaration } from '../../src/area';
import { displayValue } from '../../src/lib/format';
import { paths } from '../../src/routes';

const PayoutApprovalDecision = lazy(() => import('./PayoutApprovalDecision'));

/** The bank the payout goes to. */
function PayoutDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(item.bank_name)}</>;
}

/** Payout requests waiting in the approvals inbox. */
export const paymentApprovalKinds: ApprovalKindDeclaration[] = [
  {
    kind: 'payout',
    label: 'app.approvals.kinds.payout',
    resource: 'pendingPayments',
    itemPage: ({ itemId }) => ({ to: paths.paymentRequestDetail(itemId) }),
    Details: PayoutDetails,
    Decision: PayoutApprovalDecision,
  },
];
