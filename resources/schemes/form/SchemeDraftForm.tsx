import { Box, Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import type { z } from 'zod';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { RateSheetButtons } from '../rates/RateSheetButtons';
import { TermsFields } from './TermsFields';
import { schemePaths } from '../paths';
import { schemeDraftBody, type SchemeValues } from './schemeFormValues';
import { useSchemeResolver } from './useSchemeResolver';

/** The fields a server's field errors may name. */
const FIELDS = ['name', 'starts_on', 'ends_on', 'user_types', 'firm_types', 'states', 'stacking', 'rules'];

interface SchemeDraftFormProps {
  title: string;
  defaultValues: SchemeValues;
  /** The contract's rules of what is sent (schemeDraft, schemeDraftChanges). */
  schema: z.ZodType;
  /** Sends the draft's name and terms; answers the scheme's id. */
  send: (body: ReturnType<typeof schemeDraftBody>) => Promise<Identifier>;
  /** Keys under app.schemes: the submit button's words, the success and the failure without a server message. */
  words: { submit: string; saved: string; failed: string };
  /** Where Cancel leads when the page was opened directly. */
  backTo: string;
}

/** A draft scheme's form, new or edited: its name, its terms and its per-product rates by spreadsheet; the scheme's page once saved. */
export function SchemeDraftForm({ title, defaultValues, schema, send, words, backTo }: SchemeDraftFormProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const goBack = useGoBack(backTo);
  const resolver = useSchemeResolver<SchemeValues>(schema, schemeDraftBody);

  const save = useOneSave(async (values: SchemeValues) => {
    try {
      const id = await send(schemeDraftBody(values));
      popup.showSuccess(t(words.saved));
      navigate(schemePaths.schemeDetail(id));
    } catch (error) {
      popup.showError(errorText(error, `app.schemes.${words.failed}`));
      return submissionErrors(error, FIELDS);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={title} />
      <AppForm
        defaultValues={defaultValues}
        resolver={resolver}
        onSubmit={save}
        label={t('form_label')}
        mode="onSubmit"
      >
        <FormCard>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField name="name" label={t('name')} required />
          </Box>
          <TermsFields afterRules={<RateSheetButtons />} />
          <FormActions>
            <Button onClick={goBack}>{t('cancel')}</Button>
            <SubmitButton label={t(words.submit)} submittingLabel={t('creating')} />
          </FormActions>
        </FormCard>
      </AppForm>
    </Box>
  );
}
