import type { Approval } from '@/dataProvider/approvalKinds';
import type { ApprovalKindRows } from '@/src/area';
import { displayValue } from '@/src/lib/format';
import PayoutApprovalDecision from './PayoutApprovalDecision';
import { SharedAccountChip } from './SharedAccount';

/** The bank the payout goes to. */
function PayoutDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(item.bank_name)}</>;
}

/** "Flagged" beside a payout row whose account another member's request names. */
const PayoutRisk = ({ approval }: { approval: Approval }) => <SharedAccountChip payment={approval.item} />;

/** How a payout row of the approvals inbox reads and is decided. */
export const payoutRows: ApprovalKindRows = {
  Details: PayoutDetails,
  Flag: PayoutRisk,
  Decision: PayoutApprovalDecision,
};
