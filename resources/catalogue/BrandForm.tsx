import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { BrandInput } from '../../dataProvider/catalogueTypes';
import { fieldErrorLines } from '../../src/lib/fieldErrorLines';
import { safeUrl } from '../../src/lib/safeUrl';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useGoBack } from '../../src/lib/useGoBack';
import { paths } from '../../src/routes';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { ImagePicker } from '../../src/ui/ImagePicker';
import { usePopup } from '../../src/ui/PopupProvider';
import { defaultBrandColor, withHash } from './brandColor';
import { HexColorField } from './HexColorField';
import { nameRule } from './nameRule';

/** Brand logos: longest side 800 px (spec, section 9). */
const logoSide = 800;
const fieldNames = ['name', 'color', 'description', 'logo'];

type BrandValues = Omit<BrandInput, 'logo'>;

interface BrandFormProps {
  initial?: Partial<BrandValues>;
  /** The stored logo's address, shown until a new one is chosen. */
  currentLogo?: string | null;
  submitKey: string;
  /** i18n key of the failure without a server message. */
  failedKey: string;
  save: (brand: BrandInput) => Promise<unknown>;
  onSaved: () => void;
}

/** The brand's name, logo ('Brand Banner'), colour and description, checked before sending. */
export function BrandForm({ initial, currentLogo, submitKey, failedKey, save, onSaved }: BrandFormProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const goBack = useGoBack(paths.productList);
  const [logo, setLogo] = useState<File | null>(null);
  const [compressing, setCompressing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BrandValues>({
    defaultValues: {
      name: initial?.name ?? '',
      color: withHash(initial?.color || defaultBrandColor),
      description: initial?.description ?? '',
    },
    mode: 'onTouched',
  });
  const submitting = form.formState.isSubmitting;
  const storedLogo = safeUrl(currentLogo);

  const submit = async (values: BrandValues) => {
    setFailure(null);
    try {
      await save({ name: values.name.trim(), color: withHash(values.color), description: values.description, logo });
      onSaved();
    } catch (error) {
      applyServerErrors(error, fieldNames, form.setError);
      const message = fieldErrorLines(error) ?? errorText(error, failedKey);
      setFailure(message);
      popup.showError(message);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={form.handleSubmit(submit)}>
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="name"
          label={translate('app.catalogue.brand_name')}
          required
          rules={nameRule(translate('app.catalogue.brand_name_required'), translate('app.catalogue.brand_name_short'))}
        />
        <Box>
          <ImagePicker
            label={translate('app.catalogue.brand_banner')}
            value={logo}
            onChange={setLogo}
            maxSide={logoSide}
            onBusyChange={setCompressing}
          />
          {!logo && storedLogo && (
            <Box
              component="img"
              src={storedLogo}
              alt={translate('app.catalogue.brand_logo_alt', { name: initial?.name ?? '' })}
              sx={{
                mt: 1,
                width: 96,
                height: 96,
                objectFit: 'contain',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
            />
          )}
        </Box>
        <HexColorField control={form.control} name="color" label={translate('app.catalogue.brand_color')} />
        <FormTextField
          control={form.control}
          name="description"
          label={translate('app.catalogue.description')}
          multiline
          minRows={4}
        />
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            <Typography component="span" sx={{ color: 'error.main', whiteSpace: 'pre-line' }}>
              {failure}
            </Typography>
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
          <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting || compressing}>
            {translate(submitting ? 'app.catalogue.saving' : submitKey)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
