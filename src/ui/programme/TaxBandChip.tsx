import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxBand } from '@/contract/programme/tax194r';

const colours = { over: 'error', near: 'warning', under: 'default' } as const;

/** Where a member stands against section 194R's threshold: over it (red), near it (amber), or under it. */
export function TaxBandChip({ band }: { band: TaxBand }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      variant={band === 'under' ? 'outlined' : 'filled'}
      color={colours[band] ?? 'default'}
      // Its words wrap in a narrow cell (a phone's), rather than widen the page.
      sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' } }}
      label={translate(`app.programme.band_${band}`)}
    />
  );
}
