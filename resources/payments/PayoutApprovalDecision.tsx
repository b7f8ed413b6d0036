import type { Payment } from '@/contract/payments';
import { useRequestedDecision, type KindDecisionProps } from '@/src/ui/decisions/requestedDecision';
import { usePaymentDecision } from './usePaymentDecision';

/** A payout approved or rejected from a row of the approvals inbox, after a confirmation. */
export default function PayoutApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const payment = usePaymentDecision(onDecided);
  useRequestedDecision(request, ({ item }, decision) => payment.ask(item as Payment, decision));
  return payment.dialog;
}
