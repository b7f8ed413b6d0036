import { Chip, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { productChanges } from '@/contract/catalogue/products';
import type { AppDataProvider } from '@/dataProvider';
import type { Product } from './catalogueTypes';
import { displayValue, formatNumber, formatRupees } from '@/src/lib/format';
import { fieldErrorLines } from '@/src/lib/fieldErrorLines';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormColumns } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormCancelButton } from '@/src/ui/form/FormCancelButton';
import { FormCheckbox } from '@/src/ui/form/FormCheckbox';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { Section } from '@/src/ui/Section';
import { ProductFields } from './ProductFields';
import {
  priceFields,
  productFieldNames,
  productFormValues,
  productInput,
  type ProductFormValues,
} from './productValues';

interface Props {
  product: Product;
  editing: boolean;
  onDone: () => void;
  onSaved: () => unknown;
}

/** Name, code, brand, category, prices and the trending badge; the header's Edit turns it into a form. */
export function ProductDetailsCard({ product, editing, onDone, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const title = translate('app.products.details_title');
  if (editing) {
    return (
      <Section title={title}>
        <DetailsForm product={product} onDone={onDone} onSaved={onSaved} />
      </Section>
    );
  }
  return (
    <Section title={title}>
      <DetailGrid
        items={[
          { label: t('name'), value: displayValue(product.name) },
          { label: t('code'), value: displayValue(product.code) },
          { label: t('brand'), value: displayValue(product.brand_name) },
          { label: t('category'), value: displayValue(product.category_name) },
          ...priceFields.map(field => ({
            label: t(field),
            value: field === 'price_in_inr' ? formatRupees(product[field]) : formatNumber(product[field]),
          })),
          {
            label: t('trending_label'),
            value: (
              <Chip
                size="small"
                color={product.is_featured ? 'success' : 'default'}
                label={product.is_featured ? t('yes') : t('no')}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}

/** The form starts from the product as it was when editing began; a background refresh leaves it alone. */
function DetailsForm({ product, onDone, onSaved }: Omit<Props, 'editing'>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const save = useOneSave(async (values: ProductFormValues) => {
    const { description: _description, features: _features, ...changes } = productInput(values);
    try {
      await dataProvider.updateProduct(product.id, changes);
      await onSaved();
      onDone();
      void popup.showSuccess(t('updated'));
    } catch (error) {
      popup.showError(fieldErrorLines(error) ?? errorText(error, 'app.products.update_failed'));
      return submissionErrors(error, productFieldNames);
    }
  });

  return (
    <AppForm
      defaultValues={productFormValues(product)}
      schema={productChanges}
      // Checked on Save, as the spec's popups are: a message shown on leaving the price would
      // move Save from under the pointer that is about to press it.
      mode="onSubmit"
      onSubmit={save}
      label={translate('app.products.details_title')}
    >
      <FormColumns>
        <ProductFields />
        <FormCheckbox name="is_featured" label={t('trending')} />
      </FormColumns>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <FormCancelButton onCancel={onDone} />
        <SubmitButton label={t('save')} submittingLabel={t('saving')} />
      </Stack>
    </AppForm>
  );
}
