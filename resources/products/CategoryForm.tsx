import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { category, categoryChanges } from '@/contract/catalogue/categories';
import type { CategoryInput } from './catalogueTypes';
import { fieldErrorLines } from '@/src/lib/fieldErrorLines';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormCard } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOnInvalidSubmit } from '@/src/ui/form/useOnInvalidSubmit';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { useBrands } from './catalogueQueries';
import { productPaths } from './paths';

interface CategoryValues {
  name: string;
  brand: string;
}

interface CategoryFormProps {
  initial?: { name: string; brand: string };
  isNew: boolean;
  save: (category: CategoryInput) => Promise<unknown>;
  onSaved: () => void;
}

/** A category's name and its brand (required), checked before sending. */
export function CategoryForm({ initial, isNew, save, onSaved }: CategoryFormProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const goBack = useGoBack(productPaths.productList);
  const brands = useBrands();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useOneSave(async (values: CategoryValues) => {
    setFailure(null);
    try {
      await save({ name: values.name.trim(), brand: Number(values.brand) });
      onSaved();
    } catch (error) {
      const message =
        fieldErrorLines(error) ??
        errorText(error, isNew ? 'app.catalogue.category_create_failed' : 'app.catalogue.category_update_failed');
      setFailure(message);
      popup.showError(message);
      return submissionErrors(error, ['name', 'brand']);
    }
  });

  if (brands.isPending) return <Typography role="status">{translate('app.catalogue.loading_brands')}</Typography>;

  return (
    <AppForm
      defaultValues={initial ?? { name: '', brand: '' }}
      schema={isNew ? category : categoryChanges}
      onSubmit={submit}
    >
      <FormCard>
        <CategoryFields
          isNew={isNew}
          brandChoices={(brands.data ?? []).map(brand => ({ value: String(brand.id), label: brand.name }))}
        />
        {brands.error && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {errorText(brands.error, 'app.catalogue.brands_failed')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1', whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
            <SubmitButton
              label={translate(isNew ? 'app.catalogue.add_category' : 'app.catalogue.update_category')}
              submittingLabel={translate('app.catalogue.saving')}
            />
          </Stack>
        </Box>
      </FormCard>
    </AppForm>
  );
}

interface CategoryFieldsProps {
  isNew: boolean;
  brandChoices: { value: string; label: string }[];
}

/** The name and the brand; a missing brand is also said in a popup. */
function CategoryFields({ isNew, brandChoices }: CategoryFieldsProps) {
  const translate = useTranslate();
  const popup = usePopup();
  useOnInvalidSubmit(errors => {
    if (errors.brand) {
      popup.showError(translate(isNew ? 'app.catalogue.select_brand_creating' : 'app.catalogue.select_brand_updating'));
    }
  });
  return (
    <>
      <FormTextField name="name" label={translate('app.catalogue.category_name')} required />
      <FormTextField
        name="brand"
        label={translate('app.catalogue.brand')}
        required
        emptyChoice={translate('app.catalogue.select_brand')}
        choices={brandChoices}
      />
    </>
  );
}
