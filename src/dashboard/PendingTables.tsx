import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { paths } from '../routes';
import { displayValue, formatDate, formatRupees } from '../lib/format';
import { personName, titleCase } from '../lib/text';
import { PendingTable } from './PendingTable';

const userOf = (request: RaRecord) => (request.user_details ?? {}) as Record<string, unknown>;
const voucherOf = (request: RaRecord) => (request.voucher_details ?? {}) as Record<string, unknown>;
const payeeOf = (payment: RaRecord) => (payment.user_list ?? {}) as Record<string, unknown>;

/** The four tables of pending work: new users, voucher requests, bill requests and payment requests. */
export function PendingTables() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
      <PendingTable
        title={t('new_user_requests')}
        resource="newUsers"
        dateField="date_joined"
        detailPath={paths.newUserDetail}
        nameOf={personName}
        emptyText={t('no_new_users')}
        fetchFailed="app.users.requests_failed"
        moreLink={{ to: paths.userList, label: t('view_all_users') }}
        columns={[
          { key: 'name', label: t('user_name'), render: user => displayValue(personName(user)) },
          { key: 'firm', label: t('firm_dealer'), render: user => displayValue(user.firm_name) },
          {
            key: 'type',
            label: t('user_type'),
            render: user => displayValue(user.user_type_display ?? titleCase(user.user_type)),
          },
        ]}
      />
      <PendingTable
        title={t('new_voucher_requests')}
        resource="voucherRequests"
        dateField="requested_on"
        detailPath={paths.voucherRequestDetail}
        nameOf={request => personName(userOf(request))}
        emptyText={t('no_voucher_requests')}
        fetchFailed="app.dashboard.voucher_requests_failed"
        columns={[
          { key: 'name', label: t('user_name'), render: request => displayValue(userOf(request).first_name) },
          { key: 'offer', label: t('offer_name'), render: request => displayValue(voucherOf(request).offer_name) },
          {
            key: 'available',
            label: t('available_vouchers'),
            render: request => displayValue(voucherOf(request).available_codes),
          },
        ]}
      />
      <PendingTable
        title={t('new_bill_requests')}
        resource="billRequests"
        dateField="date_added"
        detailPath={paths.billRequestDetail}
        nameOf={bill => String(bill.user_name ?? '')}
        emptyText={t('no_bill_requests')}
        fetchFailed="app.dashboard.bill_requests_failed"
        columns={[
          {
            key: 'image',
            label: t('image'),
            render: bill =>
              bill.image ? (
                <Box
                  component="img"
                  src={bill.image}
                  alt={translate('app.dashboard.bill_image', { name: bill.user_name })}
                  sx={{ height: 40, width: 56, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                displayValue(null)
              ),
          },
          { key: 'name', label: t('user_name'), render: bill => displayValue(bill.user_name) },
          { key: 'date', label: t('bill_date'), render: bill => formatDate(bill.invoice_date) },
          { key: 'amount', label: t('bill_amount'), render: bill => formatRupees(bill.amount) },
        ]}
      />
      <PendingTable
        title={t('new_payment_requests')}
        resource="pendingPayments"
        dateField="date"
        detailPath={paths.paymentRequestDetail}
        nameOf={payment => personName(payeeOf(payment))}
        emptyText={t('no_payment_requests')}
        fetchFailed="app.dashboard.payments_failed"
        columns={[
          { key: 'date', label: t('date'), render: payment => formatDate(payment.date) },
          { key: 'name', label: t('user_name'), render: payment => displayValue(payeeOf(payment).first_name) },
          { key: 'firm', label: t('firm_dealer'), render: payment => displayValue(payeeOf(payment).firm_name) },
          { key: 'amount', label: t('amount'), render: payment => formatRupees(payment.amount) },
        ]}
      />
    </Box>
  );
}
