import type { Identifier } from 'react-admin';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Payment } from '@/contract/payments';
import { RowDecisionActions, RowIcons, RowLinkAction } from '@/src/ui/RowActions';
import { payeeName, type PaymentDecision } from './usePaymentDecision';

interface PaymentRowActionsProps {
  detail: (id: Identifier) => string;
  /** On the requests tab: opens the approve or reject confirmation of the row's payout. */
  onDecide?: PaymentDecision;
}

/** A payment row's view link and, for a payout request, its approve tick and reject cross. */
export function PaymentRowActions({ detail, onDecide }: PaymentRowActionsProps) {
  const translate = useTranslate();
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  const name = payeeName(payment);
  return (
    <RowIcons>
      <RowLinkAction kind="view" to={detail(payment.id)} label={translate('app.payments.view_payment', { name })} />
      {onDecide && (
        <RowDecisionActions
          labels={{
            approve: translate('app.payments.approve_payment', { name }),
            reject: translate('app.payments.reject_payment', { name }),
          }}
          onDecide={decision => onDecide(payment, decision)}
        />
      )}
    </RowIcons>
  );
}
