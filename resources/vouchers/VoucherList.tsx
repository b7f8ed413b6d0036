import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListTabs, type ListTab } from '@/src/ui/list/ListTabs';
import { OngoingVouchersTab } from './OngoingVouchersTab';
import { VoucherRequestsTab } from './VoucherRequestsTab';

const tabs: ListTab[] = [
  {
    key: 'ongoing',
    label: 'app.vouchers.tab_ongoing',
    content: <OngoingVouchersTab />,
    access: { resource: 'vouchers', action: 'list' },
  },
  {
    key: 'requests',
    label: 'app.vouchers.tab_requests',
    content: <VoucherRequestsTab />,
    access: { resource: 'voucherRequests', action: 'list' },
  },
];

/** /vouchers/list: ongoing vouchers (with import and add) and the requests to redeem them. */
export default function VoucherList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.vouchers.title')} />
      <ListTabs id="vouchers" label={translate('app.vouchers.tabs_label')} tabs={tabs} />
    </Box>
  );
}
