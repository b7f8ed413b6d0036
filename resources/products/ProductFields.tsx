import { MenuItem, TextField } from '@mui/material';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { priceFields, type ProductFormValues } from './productValues';
import { useBrandChoices } from './useBrandChoices';
import { useInvalidProductPopup } from './useInvalidProductPopup';

/**
 * Name, code, the brand select, the category select of that brand (disabled until one is
 * chosen) and the five prices, in the surrounding react-admin <Form> (AppForm, checked by the
 * contract's product rules). A submit they stop also says why in the spec's popups.
 */
export function ProductFields({ adding = false }: { adding?: boolean }) {
  const translate = useTranslate();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const brandId = useWatch({ control, name: 'brand' });
  const { brands, categories } = useBrandChoices(brandId);
  const { field: brand, fieldState: brandState } = useController({ control, name: 'brand' });
  const t = (key: string) => translate(`app.products.${key}`);
  useInvalidProductPopup({ adding });

  return (
    <>
      <FormTextField name="name" label={t('name')} required />
      <FormTextField name="code" label={t('code')} required />
      <TextField
        select
        fullWidth
        required
        label={t('brand')}
        name={brand.name}
        inputRef={brand.ref}
        value={brands.length ? brand.value : ''}
        onBlur={brand.onBlur}
        onChange={event => {
          brand.onChange(event.target.value);
          setValue('category', '');
        }}
        error={!!brandState.error}
        helperText={brandState.error?.message}
      >
        <MenuItem value="">
          <em>{t('select_brand')}</em>
        </MenuItem>
        {brands.map(choice => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <FormTextField
        name="category"
        label={t('category')}
        required
        disabled={!brandId}
        choices={categories}
        emptyChoice={t('select_category')}
      />
      {priceFields.map(field => (
        <FormTextField
          key={field}
          name={field}
          label={t(field)}
          type="number"
          required={field === 'price_in_inr'}
          slotProps={{ htmlInput: { min: field === 'price_in_inr' ? 0.01 : 0, step: 0.01 } }}
        />
      ))}
    </>
  );
}
