import { Box, Button, Checkbox, Chip, FormControlLabel, Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { Product } from '../../dataProvider/catalogueTypes';
import { displayValue, formatNumber, formatRupees } from '../../src/lib/format';
import { fieldErrorLines } from '../../src/lib/fieldErrorLines';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { DetailGrid } from '../../src/ui/DetailGrid';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { usePopup } from '../../src/ui/PopupProvider';
import { Section } from '../../src/ui/Section';
import { ProductFields } from './ProductFields';
import {
  inrPriceValid,
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
  const once = useSingleFlight();
  const form = useForm<ProductFormValues>({ defaultValues: productFormValues(product) });
  const saving = form.formState.isSubmitting;

  const save = (values: ProductFormValues) =>
    once(async () => {
      if (!inrPriceValid(values)) return popup.showError(t('inr_required'), t('inr_title'));
      const { description: _description, features: _features, ...changes } = productInput(values);
      try {
        await dataProvider.updateProduct(product.id, changes);
        await onSaved();
        onDone();
        void popup.showSuccess(t('updated'));
      } catch (error) {
        applyServerErrors(error, productFieldNames, form.setError);
        popup.showError(fieldErrorLines(error) ?? errorText(error, 'app.products.update_failed'));
      }
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-label={translate('app.products.details_title')}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ProductFields control={form.control} setValue={form.setValue} />
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
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{translate('app.common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </Stack>
    </Box>
  );
}
