import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useGoBack } from '../../src/lib/useGoBack';
import { paths } from '../../src/routes';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { MultiImageDropZone } from '../../src/ui/MultiImageDropZone';
import { PageHeader } from '../../src/ui/PageHeader';
import { PdfPicker } from '../../src/ui/PdfPicker';
import { usePopup } from '../../src/ui/PopupProvider';
import { ProductFields } from './ProductFields';
import { ProductSummary } from './ProductSummary';
import { dropZoneTexts, pdfPickerTexts } from './productTexts';
import { emptyProduct, type ProductFormValues } from './productValues';
import { uploadTimeoutMs, useAddProduct } from './useAddProduct';

/** Product images: longest side 1200 px (spec, section 9). */
export const productImageSide = 1200;

/** /products/add-product: the product, its prices, images, site photos and brochure. */
export default function AddProduct() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.products.${key}`, options);
  const popup = usePopup();
  const goBack = useGoBack(paths.productList);
  const form = useForm<ProductFormValues>({ defaultValues: emptyProduct });
  const [images, setImages] = useState<File[]>([]);
  const [siteImages, setSiteImages] = useState<File[]>([]);
  const [brochure, setBrochure] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(0);
  const { submit, progress, busy, dialog } = useAddProduct({ images, siteImages, brochure }, form.setError);
  const texts = useMemo(() => dropZoneTexts(translate), [translate]);
  const count = images.length + siteImages.length;

  const zone = {
    maxSide: productImageSide,
    timeoutMs: uploadTimeoutMs,
    texts,
    onBusyChange: (started: boolean) => setCompressing(value => value + (started ? 1 : -1)),
    onCompressionError: (timedOut: boolean) =>
      timedOut
        ? popup.showError(t('compression_timeout'), translate('app.images.compression_failed_title'))
        : popup.showError(translate('app.images.compression_failed'), translate('app.images.compression_failed_title')),
  };

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('add_title')} />
      <Card component="form" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('add_title')}>
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ProductFields control={form.control} setValue={form.setValue} />
          <FormTextField control={form.control} name="description" label={t('description')} multiline minRows={3} />
          <FormTextField control={form.control} name="features" label={t('features')} multiline minRows={3} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MultiImageDropZone label={t('product_images')} files={images} onChange={setImages} {...zone} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MultiImageDropZone
              label={t('site_installed_images')}
              files={siteImages}
              onChange={setSiteImages}
              {...zone}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <PdfPicker
              label={t('brochure')}
              value={brochure}
              onChange={setBrochure}
              texts={pdfPickerTexts(translate)}
            />
          </Box>
          <Controller
            control={form.control}
            name="is_featured"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={event => field.onChange(event.target.checked)} />}
                label={t('trending')}
              />
            )}
          />
          <ProductSummary images={images.length} siteImages={siteImages.length} brochure={brochure} />
          {progress && (
            <Box sx={{ gridColumn: '1 / -1' }} role="status">
              <LinearProgress
                variant="determinate"
                value={(Math.min(progress.done + progress.fraction, progress.total) / progress.total) * 100}
                aria-label={t('uploading_step', { done: progress.done, total: progress.total })}
              />
              <Typography variant="caption">
                {t('uploading_step', { done: progress.done, total: progress.total })}
              </Typography>
            </Box>
          )}
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
            <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || compressing > 0}>
              {busy ? t('submitting') : t('submit', { count })}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {dialog}
    </Box>
  );
}
