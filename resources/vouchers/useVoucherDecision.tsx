import { useDataProvider, useTranslate } from 'react-admin';
import type { VoucherRequest } from '@/contract/vouchers';
import type { AppDataProvider } from '@/dataProvider';
import { useConfirmedAction } from '@/src/ui/useConfirmedAction';
import { formatNumber } from '@/src/lib/format';
import { personName } from '@/src/lib/text';

/** Approving (a code is assigned) or rejecting (the points go back) a voucher request after a confirmation. */
export function useVoucherDecision(onDecided?: () => void) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { ask, dialog } = useConfirmedAction(onDecided);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.vouchers.${key}`, options);

  const askFor = (request: VoucherRequest, decision: 'approve' | 'reject') => {
    const voucher: Partial<VoucherRequest['voucher_details']> = request.voucher_details ?? {};
    const wording = {
      name: personName(request.user_details ?? {}),
      offer: voucher.offer_name,
      points: formatNumber(voucher.points_required),
    };
    const approve = decision === 'approve';
    ask({
      title: t(approve ? 'approve_title' : 'reject_title'),
      text: t(approve ? 'approve_text' : 'reject_text', wording),
      confirmLabel: t(decision),
      tone: approve ? 'primary' : 'warning',
      run: () =>
        approve ? dataProvider.approveVoucherRequest(request.id) : dataProvider.rejectVoucherRequest(request.id),
      successText: t(approve ? 'approved' : 'rejected'),
      failedText: t(approve ? 'approve_failed' : 'reject_failed'),
      record: { resource: 'voucherRequests', id: request.id },
    });
  };
  return { ask: askFor, dialog };
}
