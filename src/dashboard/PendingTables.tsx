import { Box } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import { paths } from '../routes';
import { displayValue, formatDate, formatRupees } from '../lib/format';
import { personName, titleCase } from '../lib/text';
import { DuplicateChip } from '../ui/duplicates/DuplicateChip';
import type { BillForDuplicates } from '../ui/duplicates/possibleDuplicates';
import { usePossibleDuplicates } from '../ui/duplicates/usePossibleDuplicates';
import { RiskChip } from '../ui/risk/RiskChip';
import { useBillRisk } from '../ui/risk/useBillRisk';
import { PendingTable } from './PendingTable';
import { PendingTablesGrid } from './PendingTablesGrid';
import { PendingTablesSkeleton } from './PendingTablesSkeleton';
import { usePendingRows } from './usePendingRows';
import { Column } from '../framework/Column';

const userOf = (request: Record<string, unknown>) => (request.user_details ?? {}) as Record<string, unknown>;
const voucherOf = (request: Record<string, unknown>) => (request.voucher_details ?? {}) as Record<string, unknown>;
const payeeOf = (payment: Record<string, unknown>) => (payment.user_list ?? {}) as Record<string, unknown>;

/** "Flagged", when a risk rule flags the bill. */
const FlaggedChip = ({ reasons }: { reasons: string[] }) =>
  reasons.length > 0 ? <RiskChip reasons={reasons} /> : null;

/**
 * The four tables of pending work: new users, voucher requests, bill requests and payment
 * requests. Placeholders stand where they will be until every list has answered, then all
 * four replace them at once, so nothing on the page moves as answers arrive. They are drawn
 * in a transition, which React renders in short slices instead of one long task.
 */
export function PendingTables() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  const lists = {
    newUsers: usePendingRows('newUsers', 'date_joined'),
    voucherRequests: usePendingRows('voucherRequests', 'requested_on'),
    billRequests: usePendingRows('billRequests', 'date_added'),
    pendingPayments: usePendingRows('pendingPayments', 'date'),
  };
  const duplicatesOf = usePossibleDuplicates(lists.billRequests.data);
  const riskOf = useBillRisk(lists.billRequests.data);
  const answered = useDeferredValue(
    Object.values(lists).every(list => list.answered),
    false,
  );
  const shown = Object.values(lists).filter(list => list.allowed).length;
  if (!answered) return <PendingTablesSkeleton count={shown || Object.keys(lists).length} />;
  if (shown === 0) return null;
  return (
    <PendingTablesGrid>
      <PendingTable
        title={t('new_user_requests')}
        rows={lists.newUsers}
        detailPath={paths.newUserDetail}
        nameOf={personName}
        emptyText={t('no_new_users')}
        fetchFailed="app.users.requests_failed"
        moreLink={{ to: paths.userList, label: t('view_all_users') }}
        phone={{
          primary: user => displayValue(personName(user)),
          secondary: user => displayValue(user.firm_name),
          figure: user => displayValue(user.user_type_display ?? titleCase(user.user_type)),
        }}
      >
        <Column
          source="first_name,last_name"
          label="app.dashboard.user_name"
          render={user => displayValue(personName(user))}
        />
        <Column source="firm_name" label="app.dashboard.firm_dealer" render={user => displayValue(user.firm_name)} />
        <Column
          source="user_type"
          label="app.dashboard.user_type"
          render={user => displayValue(user.user_type_display ?? titleCase(user.user_type))}
        />
      </PendingTable>
      <PendingTable
        title={t('new_voucher_requests')}
        rows={lists.voucherRequests}
        detailPath={paths.voucherRequestDetail}
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
          render={request => displayValue(userOf(request).first_name)}
        />
        <Column
          source="voucher_details.offer_name"
          label="app.dashboard.offer_name"
          render={request => displayValue(voucherOf(request).offer_name)}
        />
        <Column
          source="voucher_details.available_codes"
          label="app.dashboard.available_vouchers"
          render={request => displayValue(voucherOf(request).available_codes)}
        />
      </PendingTable>
      <PendingTable
        title={t('new_bill_requests')}
        rows={lists.billRequests}
        detailPath={paths.billRequestDetail}
        nameOf={bill => String(bill.user_name ?? '')}
        emptyText={t('no_bill_requests')}
        fetchFailed="app.dashboard.bill_requests_failed"
        phone={{
          primary: bill => displayValue(bill.user_name),
          secondary: bill => (
            <>
              {formatDate(bill.invoice_date)}
              <FlaggedChip reasons={riskOf(bill as BillForDuplicates)} />
            </>
          ),
          figure: bill => formatRupees(bill.amount),
        }}
      >
        <Column
          label="app.dashboard.image"
          render={bill =>
            bill.image ? (
              <Box
                component="img"
                src={bill.image}
                alt={translate('app.dashboard.bill_image', { name: bill.user_name })}
                sx={{ height: 40, width: 56, objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              displayValue(null)
            )
          }
        />
        <Column
          source="user_name"
          label="app.dashboard.user_name"
          render={bill => (
            <>
              {displayValue(bill.user_name)}
              {duplicatesOf(bill as BillForDuplicates).length > 0 && <DuplicateChip />}
              <FlaggedChip reasons={riskOf(bill as BillForDuplicates)} />
            </>
          )}
        />
        <Column source="invoice_date" label="app.dashboard.bill_date" render={bill => formatDate(bill.invoice_date)} />
        <Column source="amount" label="app.dashboard.bill_amount" render={bill => formatRupees(bill.amount)} />
      </PendingTable>
      <PendingTable
        title={t('new_payment_requests')}
        rows={lists.pendingPayments}
        detailPath={paths.paymentRequestDetail}
        nameOf={payment => personName(payeeOf(payment))}
        emptyText={t('no_payment_requests')}
        fetchFailed="app.dashboard.payments_failed"
        phone={{
          primary: payment => displayValue(payeeOf(payment).first_name),
          secondary: payment => formatDate(payment.date),
          figure: payment => formatRupees(payment.amount),
        }}
      >
        <Column source="date" label="app.dashboard.date" render={payment => formatDate(payment.date)} />
        <Column
          source="user_list.first_name"
          label="app.dashboard.user_name"
          render={payment => displayValue(payeeOf(payment).first_name)}
        />
        <Column
          source="user_list.firm_name"
          label="app.dashboard.firm_dealer"
          render={payment => displayValue(payeeOf(payment).firm_name)}
        />
        <Column source="amount" label="app.dashboard.amount" render={payment => formatRupees(payment.amount)} />
      </PendingTable>
    </PendingTablesGrid>
  );
}
