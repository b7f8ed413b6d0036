import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListTabs, type ListTab } from '@/src/ui/list/ListTabs';
import { BillTable } from './BillTable';

const tabs: ListTab[] = [
  {
    key: 'requests',
    label: 'app.bills.tab_requests',
    content: <BillTable kind="requests" />,
    access: { resource: 'billRequests', action: 'list' },
  },
  {
    key: 'history',
    label: 'app.bills.tab_history',
    content: <BillTable kind="history" />,
    access: { resource: 'bills', action: 'list' },
  },
];

/** /bills/request/list: pending bills and the bill history, each a list with its state in the URL. */
export default function BillList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.bills.title')} />
      <ListTabs id="bills" label={translate('app.bills.tabs_label')} tabs={tabs} />
    </Box>
  );
}
