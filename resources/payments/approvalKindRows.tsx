import type { Approval } from '@/dataProvider/approvalKinds';
import type { ApprovalKindRows } from '@/src/area';
import { displayValue } from '@/src/lib/format';
import PayoutApprovalDecision from './PayoutApprovalDecision';

/** The bank the payout goes to. */
function PayoutDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(item.bank_name)}</>;
}

/** How a payout row of the approvals inbox reads and is decided. */
export const payoutRows: ApprovalKindRows = {
  Details: PayoutDetails,
  Decision: PayoutApprovalDecision,
};
