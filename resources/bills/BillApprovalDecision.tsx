import { useState } from 'react';
import { useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { Bill } from '@/contract/bills';
import type { FirstApproval } from '@/contract/team/fourEyes';
import type { RowDecision } from '@/src/ui/RowActions';
import { usePopup } from '@/src/ui/PopupProvider';
import { useRequestedDecision, type KindDecisionProps } from '@/src/ui/decisions/requestedDecision';
import { firstApprovalOf } from '@/src/ui/fourEyes/firstApproval';
import { ApproveBillDialog } from './ApproveBillDialog';
import { RejectBillDialog } from './RejectBillDialog';
import { usePreloadedApprovalAid } from './usePreloadedApprovalAid';

/**
 * A bill approved (points and cash, or a second approval's confirmation) or rejected (with a
 * reason) from a row of the approvals inbox, through the bill page's own dialogs.
 */
export default function BillApprovalDecision({ request, onDecided }: KindDecisionProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const refresh = useRefresh();
  usePreloadedApprovalAid();
  // The bill stays while its dialog closes.
  const [bill, setBill] = useState<{
    id: Identifier;
    decision: RowDecision | null;
    first: FirstApproval | null;
    memberId?: number;
  } | null>(null);
  const close = () => setBill(current => current && { ...current, decision: null });
  useRequestedDecision(request, ({ item, itemId }, decision) =>
    setBill({ id: itemId, decision, first: firstApprovalOf(item), memberId: (item as Partial<Bill>).user_list?.id }),
  );

  const decided = (messageKey: string) => {
    close();
    popup.showSuccess(translate(messageKey));
    refresh();
    onDecided();
  };

  if (!bill) return null;
  return (
    <>
      <ApproveBillDialog
        key={`approve-${bill.id}`}
        billId={bill.id}
        memberId={bill.memberId}
        open={bill.decision === 'approve'}
        onClose={close}
        onApproved={awaiting => decided(awaiting ? 'app.four_eyes.first_done' : 'app.bills.approved_message')}
        confirming={bill.first}
      />
      <RejectBillDialog
        key={`reject-${bill.id}`}
        billId={bill.id}
        open={bill.decision === 'reject'}
        onClose={close}
        onRejected={() => decided('app.bills.rejected_message')}
      />
    </>
  );
}
