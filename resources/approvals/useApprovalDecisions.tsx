import { useState } from 'react';
import { useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { EditRequest } from '../../dataProvider';
import type { Approval } from '../../dataProvider/approvalKinds';
import { editRequest } from '../../dataProvider/editRequests';
import type { RowDecision } from '../../src/ui/RowActions';
import { usePopup } from '../../src/ui/PopupProvider';
import { ApproveBillDialog } from '../../src/ui/decisions/ApproveBillDialog';
import { RejectBillDialog } from '../../src/ui/decisions/RejectBillDialog';
import { usePaymentDecision } from '../../src/ui/decisions/usePaymentDecision';
import { useEditRequestDecision } from '../../src/ui/decisions/useEditRequestDecision';
import { useNewUserDecision } from '../../src/ui/decisions/useNewUserDecision';
import { useVoucherDecision } from '../../src/ui/decisions/useVoucherDecision';
import type { FirstApproval } from '../../contract/team/fourEyes';
import { firstApprovalOf } from '../../src/ui/fourEyes/firstApproval';

/**
 * An item's approve or reject, through the very dialogs of the screens where its kind is
 * decided: a role for a new user, points and cash for a bill, a reason for a rejected bill,
 * a confirmation for the others. `onDecided` runs once one has gone through.
 */
export function useApprovalDecisions(onDecided: () => void) {
  const translate = useTranslate();
  const popup = usePopup();
  const refresh = useRefresh();
  const newUser = useNewUserDecision(onDecided);
  const editRequestDecision = useEditRequestDecision(onDecided);
  const voucher = useVoucherDecision(onDecided);
  const payment = usePaymentDecision(onDecided);
  // The bill stays while its dialog closes.
  const [bill, setBill] = useState<{
    id: Identifier;
    decision: RowDecision | null;
    first: FirstApproval | null;
  } | null>(null);
  const closeBill = () => setBill(current => current && { ...current, decision: null });

  const billDecided = (messageKey: string) => {
    closeBill();
    popup.showSuccess(translate(messageKey));
    refresh();
    onDecided();
  };

  const decide = ({ kind, item, itemId }: Approval, decision: RowDecision) => {
    switch (kind) {
      case 'newUser':
        return newUser.ask(item as RaRecord, decision);
      case 'profileEdit':
      case 'emailEdit':
        return editRequestDecision.ask({
          request: editRequest(kind === 'profileEdit' ? 'profile' : 'email')(item) as unknown as EditRequest,
          decision: decision === 'approve' ? 'allow' : 'reject',
        });
      case 'bill':
        return setBill({ id: itemId, decision, first: firstApprovalOf(item) });
      case 'voucherRequest':
        return voucher.ask(item as RaRecord, decision);
      case 'payout':
        return payment.ask(item as RaRecord, decision);
    }
  };

  const dialogs = (
    <>
      {newUser.dialogs}
      {editRequestDecision.dialog}
      {voucher.dialog}
      {payment.dialog}
      {bill && (
        <>
          <ApproveBillDialog
            key={`approve-${bill.id}`}
            billId={bill.id}
            open={bill.decision === 'approve'}
            onClose={closeBill}
            onApproved={awaiting => billDecided(awaiting ? 'app.four_eyes.first_done' : 'app.bills.approved_message')}
            confirming={bill.first}
          />
          <RejectBillDialog
            key={`reject-${bill.id}`}
            billId={bill.id}
            open={bill.decision === 'reject'}
            onClose={closeBill}
            onRejected={() => billDecided('app.bills.rejected_message')}
          />
        </>
      )}
    </>
  );
  return { decide, dialogs };
}
