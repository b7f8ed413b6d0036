import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { BulkExportButton, SelectInput, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { Voucher } from '@/contract/vouchers';
import { ConfirmedRowDelete } from '@/src/ui/list/ConfirmedRowDelete';
import { LinkAndDeleteActions, LinkAndDeleteColumn } from '@/src/ui/list/LinkAndDeleteColumn';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { displayValue, formatDate, formatNumber } from '@/src/lib/format';
import { typedColumns } from '@/src/lib/typedColumns';
import { exportRows } from '@/src/lib/exportRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { BulkDeleteButton } from '@/src/ui/list/BulkDeleteButton';
import { VoucherListActions } from './VoucherListActions';
import { Column } from '@/src/framework/Column';
import { voucherPaths } from './paths';

const newestFirst = { field: 'created_at', order: 'DESC' as const };
const points = (voucher: Voucher) => `${formatNumber(voucher.points_required)} PTS`;
const offerName = (voucher: Voucher) => (
  <MuiLink component={Link} to={voucherPaths.voucherDetail(voucher.id)}>
    {displayValue(voucher.offer_name)}
  </MuiLink>
);
const rowActions = {
  kind: 'edit',
  to: (voucher: Voucher) => `${voucherPaths.voucherDetail(voucher.id)}?edit=1`,
  name: (voucher: Voucher) => voucher.offer_name,
  linkLabel: 'app.vouchers.edit_voucher',
  deleteLabel: 'app.vouchers.delete_voucher',
} as const;

/** Vouchers on offer, each opening its detail page, deleted (softly) after confirming. */
export function OngoingVouchersTab() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.vouchers.${key}`);
  const filters = [
    searchFilter(t('search_placeholder')),
    <SelectInput
      key="expiry"
      source="expiry"
      label="app.vouchers.expiry"
      choices={[
        { id: 'ongoing', name: 'app.vouchers.expiry_ongoing' },
        { id: 'expired', name: 'app.vouchers.expiry_expired' },
      ]}
    />,
    <SelectInput
      key="is_scheme"
      source="is_scheme"
      label="app.vouchers.scheme"
      choices={[
        { id: 'true', name: 'app.common.yes' },
        { id: 'false', name: 'app.common.no' },
      ]}
    />,
  ];
  const exporter = exportRows(
    'vouchers',
    typedColumns<Voucher>([
      [t('offer_name'), voucher => voucher.offer_name],
      [t('company'), voucher => voucher.company_name],
      [t('expiry'), voucher => formatDate(voucher.validity)],
      [t('points_required'), voucher => voucher.points_required],
    ]),
  );

  return (
    <ConfirmedRowDelete resource="vouchers" deletedKey="app.vouchers.deleted" failedKey="app.vouchers.delete_failed">
      <ResourceList
        resource="vouchers"
        sort={newestFirst}
        filters={filters}
        actions={<VoucherListActions />}
        exporter={exporter}
        failedKey="app.vouchers.fetch_failed"
        phone={
          <PhoneRows
            label={t('tab_ongoing')}
            emptyText={t('empty_vouchers')}
            primary={offerName}
            secondary={(voucher: Voucher) => `${displayValue(voucher.company_name)} · ${formatDate(voucher.validity)}`}
            figure={points}
            actions={(voucher: Voucher) => <LinkAndDeleteActions record={voucher} {...rowActions} />}
          />
        }
      >
        <DataTable
          aria-label={t('tab_ongoing')}
          rowClick={false}
          bulkActionButtons={
            <>
              <BulkExportButton />
              <BulkDeleteButton failedKey="app.vouchers.delete_failed" />
            </>
          }
          empty={<EmptyRows text={t('empty_vouchers')} />}
        >
          <Column label="app.common.sl_no" render={() => <RowNumber />} />
          <Column source="offer_name" label="app.vouchers.offer_name" render={offerName} />
          <Column
            source="company_name"
            label="app.vouchers.company"
            render={(voucher: Voucher) => displayValue(voucher.company_name)}
          />
          <Column
            source="validity"
            label="app.vouchers.expiry"
            render={(voucher: Voucher) => formatDate(voucher.validity)}
          />
          <Column source="points_required" label="app.vouchers.points_required" render={points} />
          <LinkAndDeleteColumn {...rowActions} />
        </DataTable>
      </ResourceList>
    </ConfirmedRowDelete>
  );
}
