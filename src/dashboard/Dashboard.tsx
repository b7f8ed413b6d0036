import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PendingTables } from './PendingTables';
import { QuickActions } from './QuickActions';
import { TotalCards } from './TotalCards';

export default function Dashboard() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 3, py: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h4" component="h1">
        {translate('app.dashboard.title')}
      </Typography>
      <TotalCards />
      <QuickActions />
      <PendingTables />
    </Box>
  );
}
