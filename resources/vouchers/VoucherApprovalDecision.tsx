import type { VoucherRequest } from '@/contract/vouchers';
import { useRequestedDecision, type KindDecisionProps } from '@/src/ui/decisions/requestedDecision';
import { useVoucherDecision } from './useVoucherDecision';

/** A voucher request approved or rejected from a row of the approvals inbox, after a confirmation. */
export default function VoucherApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const voucher = useVoucherDecision(onDecided);
  useRequestedDecision(request, ({ item }, decision) => voucher.ask(item as VoucherRequest, decision));
  return voucher.dialog;
}
