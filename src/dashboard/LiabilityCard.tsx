import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Alert, Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { pointsWorth, type Liability, type LiabilityParts } from '@/contract/programme/liability';
import { formatNumber, formatRupees } from '../lib/format';
import { serverMessageOf } from '../lib/errors';
import { useAreaPage } from '../areasContext';
import { LiabilityLines } from './LiabilityLines';
import { useLiability } from './useLiability';

interface Part {
  key: keyof LiabilityParts;
  label: string;
  /** Points, shown with their worth at the point's value; else rupees. */
  inPoints: boolean;
}

const parts: Part[] = [
  { key: 'points_outstanding', label: 'app.dashboard.liability_points_outstanding', inPoints: true },
  { key: 'cash_outstanding', label: 'app.dashboard.liability_cash_outstanding', inPoints: false },
  { key: 'points_held', label: 'app.dashboard.liability_points_held', inPoints: true },
  { key: 'cash_held', label: 'app.dashboard.liability_cash_held', inPoints: false },
];

/**
 * What the programme owes its members now, under the dashboard's totals: the total in rupees and
 * its parts, then what the areas' rules have committed to pending work (`liabilityLines`). Until
 * the figures come it draws placeholders of the same lines, and a line for the caption is always
 * there, so the card keeps its height when they arrive.
 */
export function LiabilityCard() {
  const translate = useTranslate();
  const { liability, inBrowser, error } = useLiability();
  const programme = useAreaPage('programme');
  if (error) {
    return <Alert severity="error">{serverMessageOf(error) ?? translate('app.dashboard.liability_failed')}</Alert>;
  }
  const figure = (text: (liability: Liability) => string, width: number) =>
    liability ? text(liability) : <Skeleton width={width} />;
  const valueOf = ({ key, inPoints }: Part, liability: Liability) =>
    inPoints
      ? translate('app.dashboard.liability_points', { points: formatNumber(liability[key]) })
      : formatRupees(liability[key]);
  const worthOf = ({ key }: Part, liability: Liability) =>
    translate('app.dashboard.liability_points_worth', {
      worth: formatRupees(pointsWorth(liability[key], liability.point_value)),
      point_value: formatRupees(liability.point_value),
    });
  return (
    <Card component="section" aria-labelledby="liability-heading" data-testid="liability">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{ display: 'flex', p: 1.5, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            <AccountBalanceWalletIcon />
          </Box>
          <Box>
            <Typography id="liability-heading" component="h2" variant="body2" color="text.secondary">
              {translate('app.dashboard.liability')}: {translate('app.dashboard.liability_total')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="liability_total">
              {figure(({ total }) => formatRupees(total), 140)}
            </Typography>
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2, mb: 0 }}
        >
          {parts.map(part => (
            <div key={part.key} data-testid={`liability_${part.key}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(part.label)}
              </Typography>
              <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
                {figure(liability => valueOf(part, liability), 110)}
              </Typography>
              {part.inPoints && (
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {figure(liability => worthOf(part, liability), 180)}
                </Typography>
              )}
            </div>
          ))}
        </Box>
        <LiabilityLines pointValue={liability?.point_value} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', mt: 1 }}>
          <Typography variant="caption" component="p" color="text.secondary" data-testid="liability_caption">
            {liability && inBrowser ? translate('app.dashboard.liability_in_browser') : '\u00a0'}
          </Typography>
          {programme && (
            <MuiLink component={Link} to={programme} variant="body2">
              {translate('app.dashboard.liability_movement')}
            </MuiLink>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
