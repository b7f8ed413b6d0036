import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { SchemeRecord } from '@/contract/schemes/record';
import { schemeNewVersion } from '@/contract/schemes/input';
import type { ProductTarget } from '@/contract/schemes/scheme';
import type { AppDataProvider } from '@/dataProvider';
import { isoDateInIndia } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormColumns } from '@/src/ui/form/FormLayout';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { TermsFields } from '../form/TermsFields';
import { emptyTerms, termsBody, termsValues, type TermsValues } from '../form/schemeFormValues';
import { shownVersion } from './schemeVersions';
import { useSchemeResolver } from '../form/useSchemeResolver';

type NewVersionValues = TermsValues & { valid_from: string };

const newVersionBody = ({ valid_from, ...terms }: NewVersionValues) => ({ valid_from, terms: termsBody(terms) });

interface NewVersionDialogProps {
  scheme: SchemeRecord;
  names: (target: ProductTarget) => string;
  onClose: () => void;
}

/** "New version from a date": a live scheme's terms changed from a day on, as a draft to approve. */
export function NewVersionDialog({ scheme, names, onClose }: NewVersionDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const schema = useMemo(() => schemeNewVersion(() => isoDateInIndia()), []);
  const resolver = useSchemeResolver<NewVersionValues>(schema, newVersionBody);
  const current = shownVersion(scheme);
  const defaults: NewVersionValues = {
    valid_from: isoDateInIndia(),
    ...(current ? termsValues(current.terms, names) : emptyTerms()),
  };

  const save = useOneSave(async (values: NewVersionValues) => {
    try {
      await dataProvider.draftSchemeVersion(scheme.id, newVersionBody(values));
      await queryClient.invalidateQueries({ queryKey: ['schemes'] });
      popup.showSuccess(t('version_drafted'));
      onClose();
    } catch (error) {
      popup.showError(errorText(error, 'app.schemes.version_failed'));
      return submissionErrors(error, ['valid_from', 'starts_on', 'ends_on', 'stacking', 'rules']);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-version-title" fullWidth maxWidth="md">
      <DialogTitle id="new-version-title">{t('new_version_title', { name: scheme.name })}</DialogTitle>
      <DialogContent>
        <AppForm defaultValues={defaults} resolver={resolver} onSubmit={save} mode="onSubmit">
          <FormColumns>
            <FormTextField
              name="valid_from"
              type="date"
              label={t('valid_from')}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TermsFields />
            <FormActions>
              <Button onClick={onClose}>{t('cancel')}</Button>
              <SubmitButton label={t('create')} submittingLabel={t('creating')} />
            </FormActions>
          </FormColumns>
        </AppForm>
      </DialogContent>
    </Dialog>
  );
}
