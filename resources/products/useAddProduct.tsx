import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { MediaKind } from '../../dataProvider/products';
import { statusOf } from '../../src/lib/errors';
import { fieldErrorLines } from '../../src/lib/fieldErrorLines';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { isTimeout, withTimeout } from '../../src/lib/withTimeout';
import { paths } from '../../src/routes';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { serverTextOf } from './productErrors';
import {
  hasRequiredFields,
  inrPriceValid,
  productFieldNames,
  productInput,
  type ProductFormValues,
} from './productValues';
import { useAskBeforeNoImages } from './useAskBeforeNoImages';

/** Every upload gives up after 60 s (spec, section 9). */
export const uploadTimeoutMs = 60_000;

/** Steps (the product, then each batch of images) done of all, and the share of the current step's upload sent. */
export interface UploadProgress {
  done: number;
  total: number;
  fraction: number;
}

export interface ProductUploads {
  images: File[];
  siteImages: File[];
  brochure: File | null;
}

/**
 * Adding a product: the checks before sending, the question when there is no image, the
 * product (with its brochure), then its images and site images, each step counted in
 * `progress`. What was typed and picked stays when anything fails.
 */
export function useAddProduct(uploads: ProductUploads, setError: UseFormSetError<ProductFormValues>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const noImages = useAskBeforeNoImages();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const createFailed = (error: unknown, retry: () => void) => {
    if (isTimeout(error)) return popup.showError(t('upload_timeout'));
    if (statusOf(error) === 413) return popup.showError(t('too_large'), t('too_large_title'));
    applyServerErrors(error, productFieldNames, setError);
    const text = fieldErrorLines(error) ?? serverTextOf(error);
    if (text) return popup.showError(text);
    popup.showWarning({
      title: translate('app.common.error_title'),
      text: t('create_failed'),
      action: <Button onClick={retry}>{t('try_again')}</Button>,
    });
  };

  const send = async (values: ProductFormValues) => {
    const batches = (
      [
        ['images', uploads.images],
        ['site_installed_images', uploads.siteImages],
      ] as Array<[MediaKind, File[]]>
    ).filter(([, files]) => files.length > 0);
    const total = 1 + batches.length;
    const sent = (done: number) => (fraction: number) => setProgress({ done, total, fraction });
    setProgress({ done: 0, total, fraction: 0 });
    try {
      let id;
      try {
        const input = productInput(values);
        ({ id } = await withTimeout(uploadTimeoutMs, signal =>
          dataProvider.createProduct(input, uploads.brochure, signal, sent(0)),
        ));
      } catch (error) {
        createFailed(error, () => void submit(values));
        return;
      }
      // The catalogue's lists (the brand's products, search) show the new product when next opened.
      void queryClient.invalidateQueries();
      try {
        for (const [index, [kind, files]] of batches.entries()) {
          setProgress({ done: index + 1, total, fraction: 0 });
          await withTimeout(uploadTimeoutMs, signal =>
            dataProvider.addProductMedia(id, kind, files, signal, sent(index + 1)),
          );
        }
      } catch (error) {
        console.error(error);
        popup.showWarning({ title: t('images_failed_title'), text: t('images_failed') });
        navigate(paths.productDetail(id));
        return;
      }
      setProgress({ done: total, total, fraction: 0 });
      void popup.showSuccess(t('created'));
      navigate(paths.productList);
    } finally {
      setProgress(null);
    }
  };

  const submit = (values: ProductFormValues) =>
    once(async () => {
      if (!hasRequiredFields(values)) return popup.showError(t('missing'), t('missing_title'));
      if (!inrPriceValid(values)) return popup.showError(t('inr_required'), t('inr_title'));
      if (uploads.images.length + uploads.siteImages.length === 0 && !(await noImages.ask())) return;
      await send(values);
    });

  return { submit, progress, busy: progress !== null, dialog: noImages.dialog };
}
