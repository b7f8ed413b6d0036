import { useTranslate } from 'react-admin';
import type { Payee, Payment } from '@/contract/payments';
import type { DashboardTableProps } from '@/src/dashboard/dashboardTable';
import { PendingTable } from '@/src/dashboard/PendingTable';
import { Column } from '@/src/framework/Column';
import { displayValue, formatDate, formatRupees } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { paymentPaths } from './paths';
import { SharedAccountChip } from './SharedAccount';

const payeeOf = (payment: Payment): Partial<Payee> => payment.user_list ?? {};

/** The dashboard's newest payout requests waiting for a decision. */
export default function PaymentsPendingTable({ rows }: DashboardTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <PendingTable<Payment>
      title={t('new_payment_requests')}
      rows={rows}
      detailPath={paymentPaths.paymentRequestDetail}
      nameOf={payment => personName(payeeOf(payment))}
      emptyText={t('no_payment_requests')}
      fetchFailed="app.dashboard.payments_failed"
      phone={{
        primary: payment => (
          <>
            {displayValue(payeeOf(payment).first_name)}
            <SharedAccountChip payment={payment} />
          </>
        ),
        secondary: payment => formatDate(payment.date),
        figure: payment => formatRupees(payment.amount),
      }}
    >
      <Column source="date" label="app.dashboard.date" render={(payment: Payment) => formatDate(payment.date)} />
      <Column
        source="user_list.first_name"
        label="app.dashboard.user_name"
        render={(payment: Payment) => (
          <>
            {displayValue(payeeOf(payment).first_name)}
            <SharedAccountChip payment={payment} />
          </>
        )}
      />
      <Column
        source="user_list.firm_name"
        label="app.dashboard.firm_dealer"
        render={(payment: Payment) => displayValue(payeeOf(payment).firm_name)}
      />
      <Column
        source="amount"
        label="app.dashboard.amount"
        render={(payment: Payment) => formatRupees(payment.amount)}
      />
    </PendingTable>
  );
}
