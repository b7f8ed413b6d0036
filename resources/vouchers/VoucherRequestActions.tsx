import { useTranslate } from 'react-admin';
import type { VoucherRequest } from '@/contract/vouchers';
import { personName } from '@/src/lib/text';
import { RowDecisionActions, RowIcons, type RowDecision } from '@/src/ui/RowActions';

interface VoucherRequestActionsProps {
  request: VoucherRequest;
  onDecide: (request: VoucherRequest, decision: RowDecision) => void;
}

/** A voucher request's approve and reject icons, each asking first. */
export function VoucherRequestActions({ request, onDecide }: VoucherRequestActionsProps) {
  const translate = useTranslate();
  const name = personName(request.user_details ?? {});
  return (
    <RowIcons>
      <RowDecisionActions
        labels={{
          approve: translate('app.vouchers.approve_request', { name }),
          reject: translate('app.vouchers.reject_request', { name }),
        }}
        onDecide={decision => onDecide(request, decision)}
      />
    </RowIcons>
  );
}
