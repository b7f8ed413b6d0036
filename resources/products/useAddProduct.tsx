import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '@/dataProvider';
import type { MediaKind } from './productCalls';
import { statusOf } from '@/src/lib/errors';
import { fieldErrorLines } from '@/src/lib/fieldErrorLines';
import { isTimeout, withTimeout } from '@/src/lib/withTimeout';
import type { SaveResult } from '@/src/ui/form/AppForm';
import { notSaved, submissionErrors } from '@/src/ui/form/applyServerErrors';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { serverTextOf } from './productErrors';
import { productFieldNames, productInput, type ProductFormValues } from './productValues';
import { useAskBeforeNoImages } from './useAskBeforeNoImages';
import { productPaths } from './paths';

/** Every upload gives up after 60 s (spec, section 9). */
export const uploadTimeoutMs = 60_000;

/** Steps (the product, then each batch of images) done of all, and the share of the current step's upload sent. */
export interface UploadProgress {
  done: number;
  total: number;
  fraction: number;
}

/** The add form's values: the product's fields and the files picked for it. */
export type AddProductValues = ProductFormValues & {
  images: File[];
  site_installed_images: File[];
  brochure: File | null;
};

/**
 * Adding a product, its fields already checked by the form's schema: the question when there
 * is no image, the product (with its brochure), then its images and site images, each step counted in
 * `progress`. What was typed and picked stays when anything fails: `submit` then answers
 * the form's errors (react-admin's <Form> puts them under the fields). `retry` submits the
 * form again.
 */
export function useAddProduct(retry: () => void) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const noImages = useAskBeforeNoImages();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  /** A check or a refusal that stopped the sending: said in a titled popup, and the form stays unsaved. */
  const refused = (text: string, title?: string) => {
    popup.showError(text, title);
    return notSaved;
  };

  /** Tells why the product was not created, and answers the server's field errors for the form. */
  const createFailed = (error: unknown) => {
    if (isTimeout(error)) return refused(t('upload_timeout'));
    if (statusOf(error) === 413) return refused(t('too_large'), t('too_large_title'));
    const text = fieldErrorLines(error) ?? serverTextOf(error);
    if (text) popup.showError(text);
    else
      popup.showWarning({
        title: translate('app.common.error_title'),
        text: t('create_failed'),
        action: <Button onClick={retry}>{t('try_again')}</Button>,
      });
    return submissionErrors(error, productFieldNames);
  };

  const send = async (values: AddProductValues): Promise<SaveResult> => {
    const batches = (
      [
        ['images', values.images],
        ['site_installed_images', values.site_installed_images],
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
          dataProvider.createProduct(input, values.brochure, signal, sent(0)),
        ));
      } catch (error) {
        return createFailed(error);
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
        navigate(productPaths.productDetail(id));
        return;
      }
      setProgress({ done: total, total, fraction: 0 });
      void popup.showSuccess(t('created'));
      navigate(productPaths.productList);
    } finally {
      setProgress(null);
    }
  };

  const save = async (values: AddProductValues): Promise<SaveResult> => {
    if (values.images.length + values.site_installed_images.length === 0 && !(await noImages.ask())) {
      return notSaved;
    }
    return send(values);
  };

  const submit = useOneSave(save);

  return { submit, progress, busy: progress !== null, dialog: noImages.dialog };
}
