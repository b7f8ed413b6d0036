import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRupees } from '../../lib/format';
import { percentText } from './percent';
import type { ProgrammeSettings } from '@/contract/programme/settings';

/** "An aid for the finance team…": what section 194R screens say they are, and the threshold and rates in force. */
export function TaxAid({ settings, defaults }: { settings: ProgrammeSettings | undefined; defaults: boolean }) {
  const translate = useTranslate();
  const rate = (value: number) => translate('app.programme.rate', { rate: percentText(value) });
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Typography variant="body2">{translate('app.programme.aid')}</Typography>
      {settings && (
        <Typography variant="body2" data-testid="tax-in-force">
          {translate('app.programme.in_force', {
            threshold: formatRupees(settings.tax_194r_threshold),
            with_pan: rate(settings.tax_194r_rate_with_pan),
            without_pan: rate(settings.tax_194r_rate_without_pan),
            point_value: formatRupees(settings.point_value),
          })}{' '}
          {defaults && translate('app.programme.defaults_in_force')}
        </Typography>
      )}
    </Alert>
  );
}
