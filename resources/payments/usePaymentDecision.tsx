import { Suspense } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Payment } from '@/contract/payments';
import type { AppDataProvider } from '@/dataProvider';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { formatRupees } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { useMemberSlots } from '@/src/areasContext';

export type PaymentDecision = (payment: Payment, decision: 'approve' | 'reject') => void;

/** The name of the person a payout is for. */
export const payeeName = (payment: Pick<Payment, 'user_list'>) => personName(payment.user_list ?? {});

/**
 * Approving or rejecting a payout after a confirmation; `ask(payment, decision)` opens it.
 * One request goes out; then the spec's pop-up, and react-admin's queries (the lists
 * showing the payout) are refreshed, whether it worked or not.
 */
export function usePaymentDecision(onDecided?: () => void) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { ask, dialog } = useConfirmedAction(onDecided);
  const { payeeNote: PayeeNote } = useMemberSlots();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payments.${key}`, options);

  const askFor: PaymentDecision = (payment, decision) => {
    const wording = { amount: formatRupees(payment.amount), name: payeeName(payment) };
    const approve = decision === 'approve';
    const memberId = payment.user_list?.id;
    ask({
      title: t(approve ? 'approve_title' : 'reject_title'),
      text: t(approve ? 'approve_text' : 'reject_text', wording),
      detail: PayeeNote && memberId !== undefined && (
        <Suspense fallback={null}>
          <PayeeNote memberId={memberId} />
        </Suspense>
      ),
      confirmLabel: t(decision),
      tone: approve ? 'primary' : 'warning',
      run: () => (approve ? dataProvider.approvePayment(payment.id) : dataProvider.rejectPayment(payment.id)),
      successText: t(approve ? 'approved_message' : 'rejected_message'),
      record: { resource: 'pendingPayments', id: payment.id },
    });
  };
  return { ask: askFor, dialog };
}
