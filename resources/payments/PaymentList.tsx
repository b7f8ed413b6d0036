import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '@/src/ui/PageHeader';
import { ListTabs, type ListTab } from '@/src/ui/list/ListTabs';
import { PaymentTable } from './PaymentTable';

const tabs: ListTab[] = [
  {
    key: 'history',
    label: 'app.payments.tab_history',
    content: <PaymentTable kind="history" />,
    access: { resource: 'payments', action: 'list' },
  },
  {
    key: 'requests',
    label: 'app.payments.tab_requests',
    content: <PaymentTable kind="requests" />,
    access: { resource: 'pendingPayments', action: 'list' },
  },
];

/** /payments/list: payment history and payout requests, each a list with its state in the URL. */
export default function PaymentList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.payments.title')} />
      <ListTabs id="payments" label={translate('app.payments.tabs_label')} tabs={tabs} />
    </Box>
  );
}
