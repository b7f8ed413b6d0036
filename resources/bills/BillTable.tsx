import { IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { StatusChip } from '../../src/ui/StatusChip';
import { usePagedList } from '../../src/ui/usePagedList';
import { displayValue, formatDate, formatDateTime, formatRupees } from '../../src/lib/format';

const kinds = {
  requests: {
    resource: 'billRequests',
    filter: {},
    label: 'app.bills.tab_requests',
    empty: 'app.bills.empty_requests',
    detail: paths.billRequestDetail,
  },
  history: {
    resource: 'bills',
    filter: { status: ['approved', 'rejected'] },
    label: 'app.bills.tab_history',
    empty: 'app.bills.empty_history',
    detail: paths.billHistoryDetail,
  },
} as const;

const newestFirst = { field: 'date_added', order: 'DESC' as const };

/** Pending bills, or the bills already decided, searched and paged 20 at a time. */
export function BillTable({ kind, search }: { kind: keyof typeof kinds; search: string }) {
  const translate = useTranslate();
  const config = kinds[kind];
  const list = usePagedList(config.resource, { search, sort: newestFirst, filter: config.filter });

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    { key: 'invoice', label: translate('app.bills.invoice_number'), render: bill => displayValue(bill.invoice_number) },
    { key: 'user', label: translate('app.bills.user_name'), render: bill => displayValue(bill.user_name) },
    { key: 'firm', label: translate('app.bills.firm'), render: bill => displayValue(bill.user_list?.firm_name) },
    { key: 'date', label: translate('app.bills.bill_date'), render: bill => formatDate(bill.invoice_date) },
    { key: 'amount', label: translate('app.bills.amount'), render: bill => formatRupees(bill.amount), align: 'right' },
    { key: 'uploaded', label: translate('app.bills.uploaded_on'), render: bill => formatDateTime(bill.date_added) },
    ...(kind === 'history'
      ? [
          {
            key: 'status',
            label: translate('app.bills.status'),
            render: (bill: RaRecord) => <StatusChip status={bill.status} />,
          },
        ]
      : []),
    {
      key: 'action',
      label: translate('app.common.action'),
      render: bill => (
        <Tooltip title={translate('app.common.view')}>
          <IconButton
            component={Link}
            to={config.detail(bill.id)}
            aria-label={translate('app.bills.view_bill', { invoice: bill.invoice_number ?? bill.id })}
          >
            <VisibilityIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <PagedTable
      list={list}
      label={translate(config.label)}
      columns={columns}
      emptyText={translate(config.empty)}
      failedKey="app.bills.fetch_failed"
    />
  );
}
