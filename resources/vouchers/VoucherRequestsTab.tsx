import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkExportButton, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { VoucherRequest } from '@/contract/vouchers';
import { ListActions } from '@/src/ui/list/ListActions';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { typedColumns } from '@/src/lib/typedColumns';
import { exportRows } from '@/src/lib/exportRows';
import { VoucherRequestActions } from './VoucherRequestActions';
import { displayValue, formatNumber } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { reachedFromPendingList } from '@/src/lib/pendingRequestLink';
import { useUserPoints } from './useUserPoints';
import { useVoucherDecision } from './useVoucherDecision';
import { Column } from '@/src/framework/Column';
import { voucherPaths } from './paths';

const newestFirst = { field: 'requested_on', order: 'DESC' as const };
const userOf = (request: VoucherRequest): Partial<VoucherRequest['user_details']> => request.user_details ?? {};
const voucherOf = (request: VoucherRequest): Partial<VoucherRequest['voucher_details']> =>
  request.voucher_details ?? {};
const userType = (request: VoucherRequest) =>
  displayValue(userOf(request).user_type_display ?? titleCase(userOf(request).user_type));
const userName = (request: VoucherRequest) => (
  <MuiLink component={Link} to={voucherPaths.voucherRequestDetail(request.id)} state={reachedFromPendingList}>
    {displayValue(personName(userOf(request)))}
  </MuiLink>
);
const requiredPoints = (request: VoucherRequest) => formatNumber(voucherOf(request).points_required);

/** Pending voucher requests, newest first, approved or rejected from the list. */
export function VoucherRequestsTab() {
  const translate = useTranslate();
  const decision = useVoucherDecision();
  const pointsOf = useUserPoints();
  const t = (key: string) => translate(`app.vouchers.${key}`);
  const exporter = exportRows(
    'voucher-requests',
    typedColumns<VoucherRequest>([
      [t('user_name'), request => personName(userOf(request))],
      [t('firm_company'), request => userOf(request).firm_name],
      [t('user_type'), userType],
      [t('user_points'), request => pointsOf(userOf(request))],
      [t('offer_name'), request => voucherOf(request).offer_name],
      [t('req_points'), request => voucherOf(request).points_required],
    ]),
  );
  const actions = (request: VoucherRequest) => <VoucherRequestActions request={request} onDecide={decision.ask} />;

  return (
    <>
      <ResourceList
        resource="voucherRequests"
        sort={newestFirst}
        filters={[searchFilter(translate('app.vouchers.search_placeholder'))]}
        exporter={exporter}
        actions={<ListActions />}
        failedKey="app.vouchers.fetch_request_failed"
        phone={
          <PhoneRows
            label={translate('app.vouchers.tab_requests')}
            emptyText={translate('app.vouchers.empty_requests')}
            primary={userName}
            secondary={(request: VoucherRequest) => displayValue(voucherOf(request).offer_name)}
            figure={request => `${requiredPoints(request)} PTS`}
            actions={actions}
          />
        }
      >
        <DataTable
          aria-label={translate('app.vouchers.tab_requests')}
          rowClick={false}
          bulkActionButtons={<BulkExportButton />}
          empty={<EmptyRows text={translate('app.vouchers.empty_requests')} />}
        >
          <Column label="app.common.sl_no" render={() => <RowNumber />} />
          <Column
            source="user_details.first_name,user_details.last_name"
            label="app.vouchers.user_name"
            render={userName}
          />
          <Column
            source="user_details.firm_name"
            label="app.vouchers.firm_company"
            render={(request: VoucherRequest) => displayValue(userOf(request).firm_name)}
          />
          <Column source="user_details.user_type" label="app.vouchers.user_type" render={userType} />
          <Column
            label="app.vouchers.user_points"
            render={(request: VoucherRequest) => formatNumber(pointsOf(userOf(request)))}
          />
          <Column
            source="voucher_details.offer_name"
            label="app.vouchers.offer_name"
            render={(request: VoucherRequest) => displayValue(voucherOf(request).offer_name)}
          />
          <Column source="voucher_details.points_required" label="app.vouchers.req_points" render={requiredPoints} />
          <Column label="app.common.actions" render={actions} />
        </DataTable>
      </ResourceList>
      {decision.dialog}
    </>
  );
}
