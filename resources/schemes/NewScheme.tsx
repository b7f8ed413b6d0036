import { Box, Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useCreate, useTranslate } from 'react-admin';
import { schemeDraft } from '../../contract/schemes/input';
import { AppForm } from '../../src/ui/form/AppForm';
import { FormActions, FormCard } from '../../src/ui/form/FormLayout';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { SubmitButton } from '../../src/ui/form/SubmitButton';
import { submissionErrors } from '../../src/ui/form/applyServerErrors';
import { useOneSave } from '../../src/ui/form/useOneSave';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { useGoBack } from '../../src/lib/useGoBack';
import { TermsFields } from './TermsFields';
import { schemePaths } from './paths';
import { emptyTerms, schemeDraftBody, type SchemeValues } from './schemeFormValues';
import { useSchemeResolver } from './useSchemeResolver';

const emptyScheme: SchemeValues = { name: '', ...emptyTerms() };

/** The fields a server's field errors may name. */
const FIELDS = ['name', 'starts_on', 'ends_on', 'user_types', 'firm_types', 'states', 'stacking', 'rules'];

/** /schemes/new: a scheme drafted, to go live once a second administrator approves it. */
export default function NewScheme() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.schemes.${key}`);
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const goBack = useGoBack(schemePaths.schemeList);
  const [create] = useCreate();
  const resolver = useSchemeResolver<SchemeValues>(schemeDraft, schemeDraftBody);

  const save = useOneSave(async (values: SchemeValues) => {
    try {
      const created = await create('schemes', { data: schemeDraftBody(values) }, { returnPromise: true });
      popup.showSuccess(t('created'));
      navigate(schemePaths.schemeDetail(created.id));
    } catch (error) {
      popup.showError(errorText(error, 'app.schemes.create_failed'));
      return submissionErrors(error, FIELDS);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('new_title')} />
      <AppForm defaultValues={emptyScheme} resolver={resolver} onSubmit={save} label={t('form_label')} mode="onSubmit">
        <FormCard>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField name="name" label={t('name')} required />
          </Box>
          <TermsFields />
          <FormActions>
            <Button onClick={goBack}>{t('cancel')}</Button>
            <SubmitButton label={t('create')} submittingLabel={t('creating')} />
          </FormActions>
        </FormCard>
      </AppForm>
    </Box>
  );
}
