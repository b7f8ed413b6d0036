import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../ui/PageHeader';
import { PendingTables } from './PendingTables';
import { QuickActions } from './QuickActions';
import { ReviewAllPendingLink } from './ReviewAllPendingLink';
import { TotalCards } from './TotalCards';

export default function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 3, py: 2 }}>
      <PageHeader title={translate('app.dashboard.title')}>
        <ReviewAllPendingLink />
      </PageHeader>
      <TotalCards />
      <QuickActions />
      <PendingTables />
    </Box>
  );
}
