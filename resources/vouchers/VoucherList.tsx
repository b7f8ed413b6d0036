import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { paths } from '../../src/routes';
import { ImportButton } from '../../src/ui/ImportButton';
import { TabbedListPage, type ListTab } from '../../src/ui/TabbedListPage';
import { OngoingVouchersTab } from './OngoingVouchersTab';
import { VoucherRequestsTab } from './VoucherRequestsTab';

const tabs: ListTab[] = [
  { key: 'ongoing', label: 'app.vouchers.tab_ongoing', render: search => <OngoingVouchersTab search={search} /> },
  { key: 'requests', label: 'app.vouchers.tab_requests', render: search => <VoucherRequestsTab search={search} /> },
];

/** /vouchers/list: ongoing vouchers (with import and add) and the requests to redeem them. */
export default function VoucherList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return (
    <TabbedListPage
      id="vouchers"
      title={translate('app.vouchers.title')}
      searchPlaceholder={translate('app.vouchers.search_placeholder')}
      tabsLabel={translate('app.vouchers.tabs_label')}
      tabs={tabs}
      actions={tab =>
        tab.key === 'ongoing' && (
          <>
            <ImportButton
              upload={dataProvider.importVouchers}
              invalidFileKey="app.vouchers.import_invalid"
              failedKey="app.vouchers.import_failed"
              onImported={() => queryClient.invalidateQueries()}
            />
            <Button variant="contained" component={Link} to={paths.addVoucher}>
              {translate('app.common.add_new')}
            </Button>
          </>
        )
      }
    />
  );
}
