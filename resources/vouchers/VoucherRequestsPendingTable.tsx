import { useTranslate } from 'react-admin';
import type { VoucherRequest } from '@/contract/vouchers';
import type { DashboardTableProps } from '@/src/dashboard/dashboardTable';
import { PendingTable } from '@/src/dashboard/PendingTable';
import { Column } from '@/src/framework/Column';
import { displayValue } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { voucherPaths } from './paths';

const userOf = (request: VoucherRequest): Partial<VoucherRequest['user_details']> => request.user_details ?? {};
const voucherOf = (request: VoucherRequest): Partial<VoucherRequest['voucher_details']> =>
  request.voucher_details ?? {};

/** The dashboard's newest voucher requests waiting for a decision. */
export default function VoucherRequestsPendingTable({ rows }: DashboardTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <PendingTable<VoucherRequest>
      title={t('new_voucher_requests')}
      rows={rows}
      detailPath={voucherPaths.voucherRequestDetail}
      nameOf={request => personName(userOf(request))}
      emptyText={t('no_voucher_requests')}
      fetchFailed="app.dashboard.voucher_requests_failed"
      phone={{
        primary: request => displayValue(userOf(request).first_name),
        secondary: request => displayValue(voucherOf(request).offer_name),
        figure: request => `${t('available_vouchers')}: ${displayValue(voucherOf(request).available_codes)}`,
      }}
    >
      <Column
        source="user_details.first_name"
        label="app.dashboard.user_name"
        render={(request: VoucherRequest) => displayValue(userOf(request).first_name)}
      />
      <Column
        source="voucher_details.offer_name"
        label="app.dashboard.offer_name"
        render={(request: VoucherRequest) => displayValue(voucherOf(request).offer_name)}
      />
      <Column
        source="voucher_details.available_codes"
        label="app.dashboard.available_vouchers"
        render={(request: VoucherRequest) => displayValue(voucherOf(request).available_codes)}
      />
    </PendingTable>
  );
}
