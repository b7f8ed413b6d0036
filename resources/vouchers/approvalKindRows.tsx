import { objectAt, type Approval } from '@/dataProvider/approvalKinds';
import type { ApprovalKindRows } from '@/src/area';
import { displayValue } from '@/src/lib/format';
import VoucherApprovalDecision from './VoucherApprovalDecision';

/** The offer asked for. */
function VoucherRequestDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(objectAt(item, 'voucher_details').offer_name)}</>;
}

/** How a voucherRequest row of the approvals inbox reads and is decided. */
export const voucherRequestRows: ApprovalKindRows = {
  Details: VoucherRequestDetails,
  Decision: VoucherApprovalDecision,
};
