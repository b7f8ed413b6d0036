import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useOnInvalidSubmit } from '@/src/ui/form/useOnInvalidSubmit';
import { usePopup } from '@/src/ui/PopupProvider';
import { hasRequiredFields, type ProductFormValues } from './productValues';

/**
 * The spec's popups of a product form its schema stopped (each field says what is wrong under
 * it too): when adding, a missing name, brand or category ('Missing Information'); else a wrong
 * INR price ('INR Price Required'), on add and on the detail page's save.
 */
export function useInvalidProductPopup({ adding }: { adding: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const popup = usePopup();
  const { getValues } = useFormContext<ProductFormValues>();
  useOnInvalidSubmit(errors => {
    if (adding && !hasRequiredFields(getValues())) popup.showError(t('missing'), t('missing_title'));
    else if (errors.price_in_inr) popup.showError(t('inr_required'), t('inr_title'));
  });
}
