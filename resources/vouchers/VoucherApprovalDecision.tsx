import type { RaRecord } from 'react-admin';
import { useRequestedDecision, type KindDecisionProps } from '../../src/ui/decisions/requestedDecision';
import { useVoucherDecision } from './useVoucherDecision';

/** A voucher request approved or rejected from a row of the approvals inbox, after a confirmation. */
export default function VoucherApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const voucher = useVoucherDecision(onDecided);
  useRequestedDecision(request, ({ item }, decision) => voucher.ask(item as RaRecord, decision));
  return voucher.dialog;
}
