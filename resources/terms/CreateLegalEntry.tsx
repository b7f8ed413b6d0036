import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { legalEntry } from '@/contract/legal';
import type { AppDataProvider } from '@/dataProvider';
import type { LegalKind } from './termsCalls';
import { useFailureText } from '@/src/lib/useFailureText';
import { FailureAlert } from '@/src/ui/FailureAlert';
import { useGoBack } from '@/src/lib/useGoBack';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormActions, FormCard } from '@/src/ui/form/FormLayout';
import { FormCheckbox } from '@/src/ui/form/FormCheckbox';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { PageHeader } from '@/src/ui/PageHeader';
import { usePopup } from '@/src/ui/PopupProvider';
import { legacyListPaths, legalKinds, legalQueryKeys, listPathOf } from './legalKinds';
import { useLegalSections } from './useLegalSections';

interface LegalEntryValues {
  title: string;
  section: string;
  content: string;
  display_order: string;
  is_active: boolean;
}

const fieldNames = ['title', 'section', 'content', 'display_order', 'is_active'];

const emptyEntry: LegalEntryValues = { title: '', section: '', content: '', display_order: '', is_active: true };

/** The create form of one kind: title, section, content, display order and Active; then back to its list. */
function CreateLegalEntry({ kind }: { kind: LegalKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const goBack = useGoBack(listPathOf(kind));
  const sections = useLegalSections(kind);
  const t = (key: string) => translate(`app.terms.${key}`);
  // The server's rules, over the sections it lists (none is valid until they are loaded).
  const schema = useMemo(() => legalEntry((sections.data ?? []).map(section => section.key)), [sections.data]);

  const save = useOneSave(async (values: LegalEntryValues) => {
    try {
      await dataProvider.createLegalEntry(kind, {
        title: values.title.trim(),
        section: values.section,
        content: values.content,
        display_order: Number(values.display_order),
        is_active: values.is_active,
      });
      await queryClient.invalidateQueries({ queryKey: legalQueryKeys.entries(kind) });
      void popup.showSuccess(t('created'));
      navigate(legacyListPaths[kind]);
    } catch (error) {
      const { summary, detail } = failureText(error, legalKinds[kind].createFailed);
      popup.showError(detail ?? summary, detail ? summary : undefined);
      return submissionErrors(error, fieldNames);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t(legalKinds[kind].createTitle)} />
      {sections.error && <FailureAlert error={sections.error} messageKey="app.terms.sections_failed" sx={{ mb: 2 }} />}
      <AppForm defaultValues={emptyEntry} schema={schema} onSubmit={save}>
        <FormCard>
          <FormTextField name="title" label={t('title_label')} required slotProps={{ htmlInput: { maxLength: 255 } }} />
          <FormTextField
            name="section"
            label={t('section')}
            required
            choices={(sections.data ?? []).map(section => ({ value: section.key, label: section.value }))}
            emptyChoice={t('select_section')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField name="content" label={t('content')} required multiline minRows={6} />
          </Box>
          <FormTextField
            name="display_order"
            label={t('display_order')}
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
          <FormCheckbox name="is_active" label={t('active')} />
          <FormActions>
            <Button onClick={goBack}>{t('cancel')}</Button>
            <SubmitButton label={t('submit')} submittingLabel={t('submitting')} />
          </FormActions>
        </FormCard>
      </AppForm>
    </Box>
  );
}

export const CreateTerms = () => <CreateLegalEntry kind="terms" />;
export const CreatePrivacy = () => <CreateLegalEntry kind="privacy" />;
