import { Box, IconButton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { productChanges } from '@/contract/catalogue/products';
import type { AppDataProvider } from '@/dataProvider';
import type { Product } from './catalogueTypes';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { AppForm } from '@/src/ui/form/AppForm';
import { notSaved } from '@/src/ui/form/applyServerErrors';
import { FormCancelButton } from '@/src/ui/form/FormCancelButton';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { Section } from '@/src/ui/Section';

type TextField = 'description' | 'features';

const keys = {
  description: {
    empty: 'no_description',
    edit: 'edit_description',
    saved: 'description_updated',
    failed: 'description_failed',
  },
  features: { empty: 'no_features', edit: 'edit_features', saved: 'features_updated', failed: 'features_failed' },
};

interface Props {
  product: Product;
  field: TextField;
  onSaved: () => unknown;
}

/** The Description or Features card, with its own edit and save. */
export function ProductTextCard({ product, field, onSaved }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const [editing, setEditing] = useState(false);
  const text = product[field];
  return (
    <Section title={t(field)}>
      {editing ? (
        <TextForm product={product} field={field} onSaved={onSaved} onDone={() => setEditing(false)} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-line', flex: 1 }} color={text ? 'text.primary' : 'text.secondary'}>
            {text || t(keys[field].empty)}
          </Typography>
          <IconButton aria-label={t(keys[field].edit)} onClick={() => setEditing(true)}>
            <EditIcon />
          </IconButton>
        </Box>
      )}
    </Section>
  );
}

function TextForm({ product, field, onSaved, onDone }: Props & { onDone: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const errorText = useErrorMessage();

  const save = useOneSave(async (values: Record<TextField, string>) => {
    const failedKey = `app.products.${keys[field].failed}`;
    try {
      await dataProvider.updateProduct(product.id, { [field]: values[field] }, failedKey);
      await onSaved();
      onDone();
      void popup.showSuccess(t(keys[field].saved));
    } catch (error) {
      popup.showError(errorText(error, failedKey));
      return notSaved;
    }
  });

  return (
    <AppForm
      defaultValues={{ description: product.description ?? '', features: product.features ?? '' }}
      schema={productChanges}
      onSubmit={save}
      label={t(keys[field].edit)}
    >
      <FormTextField name={field} label={t(field)} multiline minRows={4} autoFocus />
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <FormCancelButton onCancel={onDone} />
        <SubmitButton label={t('save')} submittingLabel={t('saving')} />
      </Stack>
    </AppForm>
  );
}
