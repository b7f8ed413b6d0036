import { MenuItem, TextField } from '@mui/material';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { priceFields, type ProductFormValues } from './productValues';
import { useBrandChoices } from './useBrandChoices';

interface ProductFieldsProps {
  control: Control<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
}

/** Name, code, the brand select, the category select of that brand (disabled until one is chosen) and the five prices. */
export function ProductFields({ control, setValue }: ProductFieldsProps) {
  const translate = useTranslate();
  const brandId = useWatch({ control, name: 'brand' });
  const { brands, categories } = useBrandChoices(brandId);
  const { field: brand, fieldState: brandState } = useController({ control, name: 'brand' });
  const t = (key: string) => translate(`app.products.${key}`);

  return (
    <>
      <FormTextField control={control} name="name" label={t('name')} required />
      <FormTextField control={control} name="code" label={t('code')} />
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
        control={control}
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
          control={control}
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
