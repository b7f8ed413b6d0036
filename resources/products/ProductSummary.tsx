import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The add form's summary: how many images and site photos are ready, and the brochure. */
export function ProductSummary({
  images,
  siteImages,
  brochure,
}: {
  images: number;
  siteImages: number;
  brochure: File | null;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.products.${key}`, options);
  return (
    <Box
      component="section"
      aria-label={t('summary')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {t('summary')}
      </Typography>
      <Typography variant="body2">{t('summary_images', { count: images })}</Typography>
      <Typography variant="body2">{t('summary_site_images', { count: siteImages })}</Typography>
      <Typography variant="body2">
        {brochure ? t('summary_brochure', { name: brochure.name }) : t('no_brochure_chosen')}
      </Typography>
    </Box>
  );
}
