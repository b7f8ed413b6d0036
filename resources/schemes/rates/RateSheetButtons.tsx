import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExportRatesButton } from './ExportRatesButton';
import { ImportRatesButton } from './ImportRatesButton';

/** The per-product rates as a spreadsheet, out and in, under the form's rules. */
export function RateSheetButtons() {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.schemes.rates_help')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExportRatesButton />
        <ImportRatesButton />
      </Stack>
    </Stack>
  );
}
