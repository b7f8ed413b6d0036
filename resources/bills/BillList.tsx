import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ExportButton } from '../../src/ui/ExportButton';
import { TabbedListPage, type ListTab } from '../../src/ui/TabbedListPage';
import { isoDateInIndia } from '../../src/lib/format';
import { BillTable } from './BillTable';

const tabs: ListTab[] = [
  { key: 'requests', label: 'app.bills.tab_requests', render: search => <BillTable kind="requests" search={search} /> },
  { key: 'history', label: 'app.bills.tab_history', render: search => <BillTable kind="history" search={search} /> },
];

/** /bills/request/list: pending bills and the bill history, exported to Excel. */
export default function BillList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TabbedListPage
      id="bills"
      title={translate('app.bills.title')}
      searchPlaceholder={translate('app.bills.search_placeholder')}
      tabsLabel={translate('app.bills.tabs_label')}
      tabs={tabs}
      actions={() => (
        <ExportButton
          label={translate('app.bills.export')}
          load={dataProvider.exportBills}
          fileName={() => `bill-requests-${isoDateInIndia()}.xlsx`}
          failedKey="app.bills.export_failed"
        />
      )}
    />
  );
}
