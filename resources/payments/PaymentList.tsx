import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ExportButton } from '../../src/ui/ExportButton';
import { TabbedListPage, type ListTab } from '../../src/ui/TabbedListPage';
import { isoDateInIndia } from '../../src/lib/format';
import { PaymentTable } from './PaymentTable';

const tabs: ListTab[] = [
  {
    key: 'history',
    label: 'app.payments.tab_history',
    render: search => <PaymentTable kind="history" search={search} />,
  },
  {
    key: 'requests',
    label: 'app.payments.tab_requests',
    render: search => <PaymentTable kind="requests" search={search} />,
  },
];

/** /payments/list: payment history (exported to Excel) and payout requests. */
export default function PaymentList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TabbedListPage
      id="payments"
      title={translate('app.payments.title')}
      searchPlaceholder={translate('app.payments.search_placeholder')}
      tabsLabel={translate('app.payments.tabs_label')}
      tabs={tabs}
      actions={() => (
        <ExportButton
          label={translate('app.payments.export')}
          load={dataProvider.exportPayments}
          fileName={() => `payment-history-${isoDateInIndia()}.xlsx`}
          failedKey="app.payments.export_failed"
        />
      )}
    />
  );
}
