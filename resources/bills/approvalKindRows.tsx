import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { Approval } from '@/dataProvider/approvalKinds';
import type { ApprovalKindRows } from '@/src/area';
import { displayValue } from '@/src/lib/format';
import { ListRisk, RiskChipOf } from './useBillRisk';
import BillApprovalDecision from './BillApprovalDecision';

/** The bill's invoice number. */
function BillDetails({ approval: { item } }: { approval: Approval }) {
  return <>{displayValue(item.invoice_number)}</>;
}

/** A row's bill, for its risk chip; none for other kinds. */
const billOf = (row: RaRecord) => {
  const approval = row as Approval;
  return approval.kind === 'bill' ? { ...approval.item, id: approval.itemId } : undefined;
};

/** Why the inbox's bills are flagged, worked out over the rows shown. */
const BillRowsRisk = ({ children }: { children: ReactNode }) => <ListRisk billOf={billOf}>{children}</ListRisk>;

/** "Flagged" beside a bill row the risk rules flag. */
const BillRisk = ({ approval }: { approval: Approval }) => (
  <RiskChipOf bill={{ ...approval.item, id: approval.itemId }} />
);

/** How a bill row of the approvals inbox reads and is decided. */
export const billRows: ApprovalKindRows = {
  Details: BillDetails,
  Flag: BillRisk,
  RowsContext: BillRowsRisk,
  Decision: BillApprovalDecision,
};
