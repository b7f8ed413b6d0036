import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { StatusChip } from '../../src/ui/StatusChip';
import { usePagedList } from '../../src/ui/usePagedList';
import { displayValue, formatDate, formatRupees } from '../../src/lib/format';
import { personName } from '../../src/lib/text';
import { usePaymentDecision } from './usePaymentDecision';

const kinds = {
  history: {
    resource: 'payments',
    label: 'app.payments.tab_history',
    empty: 'app.payments.empty_history',
    detail: paths.paymentDetail,
  },
  requests: {
    resource: 'pendingPayments',
    label: 'app.payments.tab_requests',
    empty: 'app.payments.empty_requests',
    detail: paths.paymentRequestDetail,
  },
} as const;

const newestFirst = { field: 'date', order: 'DESC' as const };
const payeeName = (payment: RaRecord) => personName(payment.user_list ?? {});

/** Payment history, or the payout requests to decide, searched and paged 20 at a time. */
export function PaymentTable({ kind, search }: { kind: keyof typeof kinds; search: string }) {
  const translate = useTranslate();
  const config = kinds[kind];
  const list = usePagedList(config.resource, { search, sort: newestFirst });
  const decision = usePaymentDecision();

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    { key: 'date', label: translate('app.payments.date'), render: payment => formatDate(payment.date) },
    { key: 'user', label: translate('app.payments.user_name'), render: payment => displayValue(payeeName(payment)) },
    {
      key: 'firm',
      label: translate('app.payments.firm'),
      render: payment => displayValue(payment.user_list?.firm_name),
    },
    {
      key: 'amount',
      label: translate('app.payments.amount'),
      render: payment => formatRupees(payment.amount),
      align: 'right',
    },
    ...(kind === 'history'
      ? [
          {
            key: 'status',
            label: translate('app.payments.status'),
            render: (payment: RaRecord) => <StatusChip status={payment.status} />,
          },
        ]
      : []),
    {
      key: 'action',
      label: translate('app.common.action'),
      render: payment => (
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={translate('app.common.view')}>
            <IconButton
              component={Link}
              to={config.detail(payment.id)}
              aria-label={translate('app.payments.view_payment', { name: payeeName(payment) })}
            >
              <VisibilityIcon />
            </IconButton>
          </Tooltip>
          {kind === 'requests' && (
            <>
              <Tooltip title={translate('app.common.approve')}>
                <IconButton
                  color="success"
                  onClick={() => decision.ask(payment, 'approve')}
                  aria-label={translate('app.payments.approve_payment', { name: payeeName(payment) })}
                >
                  <CheckCircleIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('app.common.reject')}>
                <IconButton
                  color="error"
                  onClick={() => decision.ask(payment, 'reject')}
                  aria-label={translate('app.payments.reject_payment', { name: payeeName(payment) })}
                >
                  <CancelIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <PagedTable
        list={list}
        label={translate(config.label)}
        columns={columns}
        emptyText={translate(config.empty)}
        failedKey="app.payments.fetch_failed"
      />
      {decision.dialog}
    </>
  );
}
