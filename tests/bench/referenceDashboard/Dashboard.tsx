import { Card, CardHeader, Stack } from '@mui/material';
import { ListBase, SimpleList, type RaRecord } from 'react-admin';

/** The four pending lists the app's dashboard shows, each drawn with one field of its records. */
export const pendingLists: Array<{ resource: string; title: string; field: (record: RaRecord) => string }> = [
  { resource: 'user/new-users/', title: 'New User Requests', field: user => user.email },
  {
    resource: 'loyalty/voucher-requests/',
    title: 'New Voucher Requests',
    field: request => `${request.points} points`,
  },
  { resource: 'bill/approve-requests/', title: 'New Bill Requests', field: bill => bill.user_name },
  { resource: 'loyalty/payment/pending/list/', title: 'New Payment Requests', field: payment => `₹${payment.amount}` },
];

/** react-admin's lists in cards, as its docs write a dashboard of lists. */
export function Dashboard() {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {pendingLists.map(({ resource, title, field }) => (
        <Card key={resource}>
          <CardHeader title={title} />
          <ListBase resource={resource} perPage={10} disableSyncWithLocation>
            <SimpleList primaryText={record => `#${record.id}`} secondaryText={field} />
          </ListBase>
        </Card>
      ))}
    </Stack>
  );
}
