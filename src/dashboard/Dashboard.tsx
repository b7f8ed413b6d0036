import { Box } from '@mui/material';
import { useDeferredValue } from 'react';
import { useTranslate } from 'react-admin';
import { Allowed } from '../auth/Allowed';
import { PageHeader } from '../ui/PageHeader';
import { LiabilityCard } from './LiabilityCard';
import { PendingTables } from './PendingTables';
import { QuickActions } from './QuickActions';
import { ReviewAllPendingLink } from './ReviewAllPendingLink';
import { TotalCards } from './TotalCards';

export default function Dashboard() {
  const translate = useTranslate();
  // react-admin draws the dashboard once the permissions check answers, in one uninterrupted
  // pass; its body comes in a deferred pass, which React draws in short slices. It appears
  // below the heading, so nothing on the page moves.
  const bodyDrawn = useDeferredValue(true, false);
  return (
    <Box sx={{ display: 'grid', gap: 3, py: 2 }}>
      <PageHeader title={translate('app.dashboard.title')}>
        <Allowed resource="approvals" action="list">
          <ReviewAllPendingLink />
        </Allowed>
      </PageHeader>
      {bodyDrawn && (
        <>
          <TotalCards />
          <Allowed resource="programme" action="show">
            <LiabilityCard />
          </Allowed>
          <QuickActions />
          <PendingTables />
        </>
      )}
    </Box>
  );
}
