import { Box, IconButton, Link as MuiLink, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Link } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../../src/routes';
import type { Column } from '../../src/ui/DataTable';
import { PagedTable } from '../../src/ui/PagedTable';
import { usePagedList } from '../../src/ui/usePagedList';
import { displayValue, formatNumber } from '../../src/lib/format';
import { personName, titleCase } from '../../src/lib/text';
import { useVoucherDecision } from './useVoucherDecision';

const newestFirst = { field: 'requested_on', order: 'DESC' as const };
const userOf = (request: RaRecord) => (request.user_details ?? {}) as RaRecord;
const voucherOf = (request: RaRecord) => (request.voucher_details ?? {}) as RaRecord;

/** Pending voucher requests, newest first, approved or rejected from the list. */
export function VoucherRequestsTab({ search }: { search: string }) {
  const translate = useTranslate();
  const list = usePagedList('voucherRequests', { search, sort: newestFirst });
  const decision = useVoucherDecision();

  const columns: Column<RaRecord>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => list.firstIndex + index + 1 },
    {
      key: 'user',
      label: translate('app.vouchers.user_name'),
      render: request => (
        <MuiLink component={Link} to={paths.voucherRequestDetail(request.id)}>
          {displayValue(personName(userOf(request)))}
        </MuiLink>
      ),
    },
    {
      key: 'firm',
      label: translate('app.vouchers.firm_company'),
      render: request => displayValue(userOf(request).firm_name),
    },
    {
      key: 'type',
      label: translate('app.vouchers.user_type'),
      render: request => displayValue(userOf(request).user_type_display ?? titleCase(userOf(request).user_type)),
    },
    {
      key: 'balance',
      label: translate('app.vouchers.user_points'),
      render: request => formatNumber(userOf(request).balance_points),
    },
    {
      key: 'offer',
      label: translate('app.vouchers.offer_name'),
      render: request => displayValue(voucherOf(request).offer_name),
    },
    {
      key: 'points',
      label: translate('app.vouchers.req_points'),
      render: request => formatNumber(voucherOf(request).points_required),
    },
    {
      key: 'action',
      label: translate('app.common.actions'),
      render: request => {
        const name = personName(userOf(request));
        return (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title={translate('app.common.approve')}>
              <IconButton
                color="success"
                onClick={() => decision.ask(request, 'approve')}
                aria-label={translate('app.vouchers.approve_request', { name })}
              >
                <CheckCircleIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.common.reject')}>
              <IconButton
                color="error"
                onClick={() => decision.ask(request, 'reject')}
                aria-label={translate('app.vouchers.reject_request', { name })}
              >
                <CancelIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      },
    },
  ];

  return (
    <>
      <PagedTable
        list={list}
        label={translate('app.vouchers.tab_requests')}
        columns={columns}
        emptyText={translate('app.vouchers.empty_requests')}
        failedKey="app.vouchers.fetch_request_failed"
      />
      {decision.dialog}
    </>
  );
}
