import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { BrandInput } from './catalogueTypes';
import { fieldErrorLines } from '@/src/lib/fieldErrorLines';
import { safeUrl } from '@/src/lib/safeUrl';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormImagePicker } from '@/src/ui/form/FormImagePicker';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { defaultBrandColor, withHash } from './brandColor';
import { HexColorField } from './HexColorField';
import { productPaths } from './paths';

/** Brand logos: longest side 800 px (spec, section 9). */
const logoSide = 800;
const fieldNames = ['name', 'color', 'description', 'logo'];

type BrandValues = Omit<BrandInput, 'logo'> & { logo: File | null };

interface BrandFormProps {
  /** The contract's rules of what the form sends: newBrand when adding, brandChanges when editing. */
  schema: z.ZodType;
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
export function BrandForm({ schema, initial, currentLogo, submitKey, failedKey, save, onSaved }: BrandFormProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const goBack = useGoBack(productPaths.productList);
  const [compressing, setCompressing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useOneSave(async (values: BrandValues) => {
    setFailure(null);
    try {
      await save({
        name: values.name.trim(),
        color: withHash(values.color),
        description: values.description,
        logo: values.logo,
      });
      onSaved();
    } catch (error) {
      const message = fieldErrorLines(error) ?? errorText(error, failedKey);
      setFailure(message);
      popup.showError(message);
      return submissionErrors(error, fieldNames);
    }
  });

  const defaultValues: BrandValues = {
    name: initial?.name ?? '',
    color: withHash(initial?.color || defaultBrandColor),
    description: initial?.description ?? '',
    logo: null,
  };

  return (
    <AppForm defaultValues={defaultValues} schema={schema} onSubmit={submit}>
      <FormCard>
        <FormTextField name="name" label={translate('app.catalogue.brand_name')} required />
        <BrandLogoField
          storedLogo={safeUrl(currentLogo)}
          brandName={initial?.name ?? ''}
          onBusyChange={setCompressing}
        />
        <BrandColorField />
        <FormTextField name="description" label={translate('app.catalogue.description')} multiline minRows={4} />
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            <Typography component="span" sx={{ color: 'error.main', whiteSpace: 'pre-line' }}>
              {failure}
            </Typography>
          </Alert>
        )}
        <FormActions>
          <Button onClick={goBack}>{translate('app.common.cancel')}</Button>
          <SubmitButton
            label={translate(submitKey)}
            submittingLabel={translate('app.catalogue.saving')}
            waiting={compressing}
          />
        </FormActions>
      </FormCard>
    </AppForm>
  );
}

interface BrandLogoFieldProps {
  storedLogo: string | null | undefined;
  brandName: string;
  onBusyChange: (busy: boolean) => void;
}

/** The logo ('Brand Banner'): the stored one is shown until a new one is picked. */
function BrandLogoField({ storedLogo, brandName, onBusyChange }: BrandLogoFieldProps) {
  const translate = useTranslate();
  const logo = useWatch<BrandValues, 'logo'>({ name: 'logo' });
  return (
    <Box>
      <FormImagePicker
        name="logo"
        label={translate('app.catalogue.brand_banner')}
        maxSide={logoSide}
        onBusyChange={onBusyChange}
      />
      {!logo && storedLogo && (
        <Box
          component="img"
          src={storedLogo}
          alt={translate('app.catalogue.brand_logo_alt', { name: brandName })}
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
  );
}

function BrandColorField() {
  const translate = useTranslate();
  const { control } = useFormContext<BrandValues>();
  return <HexColorField control={control} name="color" label={translate('app.catalogue.brand_color')} />;
}
