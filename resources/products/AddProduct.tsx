import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { productFields } from '@/contract/catalogue/products';
import { useGoBack } from '@/src/lib/useGoBack';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { FormCheckbox } from '@/src/ui/form/FormCheckbox';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { MultiImageDropZone } from '@/src/ui/MultiImageDropZone';
import { PageHeader } from '@/src/ui/PageHeader';
import { PdfPicker } from '@/src/ui/PdfPicker';
import { usePopup } from '@/src/ui/PopupProvider';
import { ProductFields } from './ProductFields';
import { ProductSummary } from './ProductSummary';
import { dropZoneTexts, pdfPickerTexts } from './productTexts';
import { emptyProduct } from './productValues';
import { uploadTimeoutMs, useAddProduct, type AddProductValues, type UploadProgress } from './useAddProduct';
import { productPaths } from './paths';

/** Product images: longest side 1200 px (spec, section 9). */
export const productImageSide = 1200;

const emptyAddProduct: AddProductValues = { ...emptyProduct, images: [], site_installed_images: [], brochure: null };

/** /products/add-product: the product, its prices, images, site photos and brochure. */
export default function AddProduct() {
  const translate = useTranslate();
  const formId = useId();
  // "Try again" submits the form again, with what is in it then.
  const retry = () => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  const { submit, progress, busy, dialog } = useAddProduct(retry);

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.products.add_title')} />
      <AppForm
        defaultValues={emptyAddProduct}
        schema={productFields}
        // Checked on Save, as the spec's popups are: a message shown on leaving the price would
        // move Save from under the pointer that is about to press it.
        mode="onSubmit"
        onSubmit={submit}
        id={formId}
        label={translate('app.products.add_title')}
      >
        <AddProductFields progress={progress} busy={busy} />
      </AppForm>
      {dialog}
    </Box>
  );
}

/** The fields of the add form, its files (part of the form's values) and the upload's progress. */
function AddProductFields({ progress, busy }: { progress: UploadProgress | null; busy: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.products.${key}`, options);
  const popup = usePopup();
  const goBack = useGoBack(productPaths.productList);
  const { getValues, setValue, control } = useFormContext<AddProductValues>();
  const [images, siteImages, brochure] = useWatch({ control, name: ['images', 'site_installed_images', 'brochure'] });
  const [compressing, setCompressing] = useState(0);
  const texts = useMemo(() => dropZoneTexts(translate), [translate]);
  const count = images.length + siteImages.length;

  /** The drop zones hand an update of their list, applied to the form's value as it is then. */
  const filesOf = (name: 'images' | 'site_installed_images') => ({
    files: name === 'images' ? images : siteImages,
    onChange: (update: (files: File[]) => File[]) => setValue(name, update(getValues(name)), { shouldDirty: true }),
  });

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
    <FormCard>
      <ProductFields adding />
      <FormTextField name="description" label={t('description')} multiline minRows={3} />
      <FormTextField name="features" label={t('features')} multiline minRows={3} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <MultiImageDropZone label={t('product_images')} {...filesOf('images')} {...zone} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <MultiImageDropZone label={t('site_installed_images')} {...filesOf('site_installed_images')} {...zone} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PdfPicker
          label={t('brochure')}
          value={brochure}
          onChange={file => setValue('brochure', file, { shouldDirty: true })}
          texts={pdfPickerTexts(translate)}
        />
      </Box>
      <FormCheckbox name="is_featured" label={t('trending')} />
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
      <FormActions>
        <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
        <SubmitButton
          label={busy ? t('submitting') : t('submit', { count })}
          disabled={busy}
          waiting={compressing > 0}
        />
      </FormActions>
    </FormCard>
  );
}
