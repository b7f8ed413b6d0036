import { useDataProvider, useTranslate } from 'react-admin';
import type { Payment } from '@/contract/payments';
import type { AppDataProvider } from '@/dataProvider';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { exportRows, type ExportColumn } from '@/src/lib/exportRows';
import { displayValue, formatDate, formatRupees } from '@/src/lib/format';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { StatusChip } from '@/src/ui/StatusChip';
import { AmountColumn, MoneyTable, StatusColumn } from '@/src/ui/money/MoneyTable';
import { MoneyListActions } from '@/src/ui/money/MoneyListActions';
import { useMoneyListFilters } from '@/src/ui/money/moneyListFilters';
import { PaymentRowActions } from './PaymentRowActions';
import { payeeName, usePaymentDecision } from './usePaymentDecision';
import { Column } from '@/src/framework/Column';
import { SharedAccountChip } from './SharedAccount';
import { paymentPaths } from './paths';

const kinds = {
  history: {
    resource: 'payments',
    label: 'app.payments.tab_history',
    empty: 'app.payments.empty_history',
    detail: paymentPaths.paymentDetail,
  },
  requests: {
    resource: 'pendingPayments',
    label: 'app.payments.tab_requests',
    empty: 'app.payments.empty_requests',
    detail: paymentPaths.paymentRequestDetail,
  },
} as const;

const newestFirst = { field: 'date', order: 'DESC' as const };

/** Payment history, or the payout requests to decide: searched, sorted, filtered and paged 20 at a time. */
export function PaymentTable({ kind }: { kind: keyof typeof kinds }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const decision = usePaymentDecision();
  const config = kinds[kind];
  const history = kind === 'history';
  const t = (key: string) => translate(`app.payments.${key}`);

  const columns: ExportColumn[] = [
    [t('date'), payment => formatDate(payment.date)],
    [t('user_name'), payment => payeeName(payment as Payment)],
    [t('firm'), payment => payment.user_list?.firm_name],
    [t('amount'), payment => payment.amount],
  ];
  if (history) columns.push([t('status'), payment => translate(`app.bills.${payment.status}`)]);
  const actions = () => <PaymentRowActions detail={config.detail} onDecide={history ? undefined : decision.ask} />;

  return (
    <>
      <ResourceList
        resource={config.resource}
        sort={newestFirst}
        filters={useMoneyListFilters({ strings: 'payments', dateSource: 'date', decided: history })}
        actions={
          <MoneyListActions
            label={t('export')}
            load={dataProvider.exportPayments}
            fileName="payment-history"
            failedKey="app.payments.export_failed"
          />
        }
        exporter={exportRows(`payment-${kind}-selection`, columns)}
        failedKey="app.payments.fetch_failed"
        phone={
          <PhoneRows
            label={translate(config.label)}
            emptyText={translate(config.empty)}
            primary={(payment: Payment) => (
              <>
                {displayValue(payeeName(payment))}
                <SharedAccountChip payment={payment} />
              </>
            )}
            secondary={payment => (
              <>
                {formatDate(payment.date)} {history && <StatusChip status={payment.status} />}
              </>
            )}
            figure={payment => formatRupees(payment.amount)}
            actions={actions}
          />
        }
      >
        <MoneyTable strings="payments" label={config.label} empty={config.empty}>
          <Column source="date" label="app.payments.date" render={(payment: Payment) => formatDate(payment.date)} />
          <Column
            source="user_list.first_name,user_list.last_name"
            label="app.payments.user_name"
            render={(payment: Payment) => displayValue(payeeName(payment))}
          />
          <Column
            source="user_list.firm_name"
            label="app.payments.firm"
            render={(payment: Payment) => displayValue(payment.user_list?.firm_name)}
          />
          <AmountColumn strings="payments" />
          {history && <StatusColumn strings="payments" />}
          <Column
            label="app.common.action"
            render={(payment: Payment) => (
              <>
                {actions()}
                <SharedAccountChip payment={payment} />
              </>
            )}
          />
        </MoneyTable>
      </ResourceList>
      {decision.dialog}
    </>
  );
}
