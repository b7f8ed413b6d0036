import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Brand } from './catalogueTypes';
import { safeUrl } from '@/src/lib/safeUrl';
import { brandGradient, cssBrandColor } from './brandColor';

/** The brand's stored details (name, logo, colour, description): the list may carry only ids and names. */
function BrandBanner({ id }: { id: Brand['id'] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const details = useQuery({
    queryKey: ['catalogue', 'brand', String(id)],
    queryFn: () => dataProvider.getBrand(id),
    retry: false,
    gcTime: 0,
  });
  if (details.isPending) return <CircularProgress aria-label={translate('app.common.loading')} />;
  if (details.isError) return <Alert severity="error">{translate('app.catalogue.brand_details_failed')}</Alert>;
  const brand = details.data;
  const logo = safeUrl(brand.logo);
  return (
    <Box
      data-testid="brand-gradient"
      data-color={cssBrandColor(brand.color)}
      sx={{ background: brandGradient(brand.color), borderRadius: 2, p: 3, display: 'flex', gap: 2 }}
    >
      {logo && (
        <Box
          component="img"
          src={logo}
          alt={translate('app.catalogue.brand_logo_alt', { name: brand.name })}
          sx={{ width: 120, height: 120, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 2, p: 1 }}
        />
      )}
      <Box sx={{ bgcolor: 'rgba(255,255,255,0.92)', color: 'grey.900', borderRadius: 2, p: 2, flex: 1 }}>
        <Typography variant="h6" component="p">
          {brand.name}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {brand.description?.trim() || translate('app.catalogue.no_description')}
        </Typography>
      </Box>
    </Box>
  );
}

/** 'Brand Details': the brand's name, description, colour gradient and logo. */
export function BrandBannerDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!brand} onClose={onClose} aria-labelledby="brand-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="brand-details-title">{translate('app.catalogue.brand_details')}</DialogTitle>
      {brand && (
        <DialogContent>
          <BrandBanner id={brand.id} />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('app.catalogue.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
