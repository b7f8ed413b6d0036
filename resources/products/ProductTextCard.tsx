import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Product } from '../../dataProvider/catalogueTypes';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { usePopup } from '../../src/ui/PopupProvider';
import { Section } from '../../src/ui/Section';

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
  const once = useSingleFlight();
  const form = useForm<Record<TextField, string>>({
    defaultValues: { description: product.description ?? '', features: product.features ?? '' },
  });
  const saving = form.formState.isSubmitting;

  const save = (values: Record<TextField, string>) =>
    once(async () => {
      const failedKey = `app.products.${keys[field].failed}`;
      try {
        await dataProvider.updateProduct(product.id, { [field]: values[field] }, failedKey);
        await onSaved();
        onDone();
        void popup.showSuccess(t(keys[field].saved));
      } catch (error) {
        popup.showError(errorText(error, failedKey));
      }
    });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(save)} aria-label={t(keys[field].edit)}>
      <FormTextField control={form.control} name={field} label={t(field)} multiline minRows={4} autoFocus />
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{translate('app.common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </Stack>
    </Box>
  );
}
