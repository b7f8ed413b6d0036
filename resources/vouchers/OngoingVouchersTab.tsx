import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { useConfirmedDelete } from '../../src/ui/useConfirmedDelete';
import { usePagedList } from '../../src/ui/usePagedList';
import { displayValue, formatDate, formatNumber } from '../../src/lib/format';
import { RowLinkAction, RowDeleteAction } from '../../src/ui/RowActions';

const newestFirst = { field: 'created_at', order: 'DESC' as const };

/** Vouchers on offer, each opening its detail page, deleted (softly) after confirming. */
export function OngoingVouchersTab({ search }: { search: string }) {
  const translate = useTranslate();
  const list = usePagedList('vouchers', { search, sort: newestFirst });
  const deletion = useConfirmedDelete({
    resource: 'vouchers',
    deletedKey: 'app.vouchers.deleted',
    failedKey: 'app.vouchers.delete_failed',
  });

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    {
      key: 'offer',
      label: translate('app.vouchers.offer_name'),
      render: voucher => (
        <MuiLink component={Link} to={paths.voucherDetail(voucher.id)}>
          {displayValue(voucher.offer_name)}
        </MuiLink>
      ),
    },
    { key: 'company', label: translate('app.vouchers.company'), render: voucher => displayValue(voucher.company_name) },
    { key: 'expiry', label: translate('app.vouchers.expiry'), render: voucher => formatDate(voucher.validity) },
    {
      key: 'points',
      label: translate('app.vouchers.points_required'),
      render: voucher => `${formatNumber(voucher.points_required)} PTS`,
    },
    {
      key: 'action',
      label: translate('app.common.action'),
      render: voucher => (
        <>
          <RowLinkAction
            kind="edit"
            to={`${paths.voucherDetail(voucher.id)}?edit=1`}
            label={translate('app.vouchers.edit_voucher', { name: voucher.offer_name })}
          />
          <RowDeleteAction
            onClick={() => deletion.ask(voucher)}
            label={translate('app.vouchers.delete_voucher', { name: voucher.offer_name })}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        list={list}
        label={translate('app.vouchers.tab_ongoing')}
        columns={columns}
        emptyText={translate('app.vouchers.empty_vouchers')}
        failedKey="app.vouchers.fetch_failed"
      />
      {deletion.dialog}
    </>
  );
}
