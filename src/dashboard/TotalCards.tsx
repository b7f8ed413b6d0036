import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import RedeemIcon from '@mui/icons-material/Redeem';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, DashboardSummary } from '@/dataProvider';
import { formatNumber, formatRupees } from '../lib/format';
import { serverMessageOf } from '../lib/errors';
import { dashboardSummaryQuery } from './dashboardSummaryQuery';

interface TotalCard {
  key: keyof DashboardSummary;
  label: string;
  icon: ReactElement;
  format: (value: unknown) => string;
}

const cards: TotalCard[] = [
  { key: 'total_products', label: 'app.dashboard.total_products', icon: <InventoryIcon />, format: formatNumber },
  { key: 'total_users', label: 'app.dashboard.total_users', icon: <PeopleIcon />, format: formatNumber },
  { key: 'total_balance_points', label: 'app.dashboard.total_points', icon: <RedeemIcon />, format: formatNumber },
  { key: 'total_balance_cash', label: 'app.dashboard.total_cash', icon: <CurrencyRupeeIcon />, format: formatRupees },
];

/** The four totals of main/dashboard/. */
export function TotalCards() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery(dashboardSummaryQuery(dataProvider));

  if (error) {
    return <Alert severity="error">{serverMessageOf(error) ?? translate('app.dashboard.totals_failed')}</Alert>;
  }
  return (
    <Box
      component="section"
      aria-label={translate('app.dashboard.totals_label')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {cards.map(card => (
        <Card key={card.key} data-testid={card.key}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box
              aria-hidden
              sx={{ display: 'flex', p: 1.5, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {card.icon}
            </Box>
            <Box>
              <Typography component="h2" variant="body2" color="text.secondary">
                {translate(card.label)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {isPending ? <Skeleton width={90} /> : card.format(data?.[card.key])}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
