import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { LegalKind } from '../../dataProvider/terms';
import { useFailureText } from '../../src/lib/useFailureText';
import { FailureAlert } from '../../src/ui/FailureAlert';
import { useGoBack } from '../../src/lib/useGoBack';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
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
  const form = useForm<LegalEntryValues>({
    defaultValues: { title: '', section: '', content: '', display_order: '', is_active: true },
    mode: 'onTouched',
  });
  const required = (value: unknown) => String(value ?? '').trim() !== '' || t('required');

  const save = async (values: LegalEntryValues) => {
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
      applyServerErrors(error, fieldNames, form.setError);
      const { summary, detail } = failureText(error, legalKinds[kind].createFailed);
      popup.showError(detail ?? summary, detail ? summary : undefined);
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t(legalKinds[kind].createTitle)} />
      {sections.error && <FailureAlert error={sections.error} messageKey="app.terms.sections_failed" sx={{ mb: 2 }} />}
      <Card component="form" noValidate onSubmit={form.handleSubmit(save)}>
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('title_label')}
            rules={{ validate: required }}
            required
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <FormTextField
            control={form.control}
            name="section"
            label={t('section')}
            rules={{ validate: required }}
            required
            choices={(sections.data ?? []).map(section => ({ value: section.key, label: section.value }))}
            emptyChoice={t('select_section')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={form.control}
              name="content"
              label={t('content')}
              rules={{ validate: required }}
              required
              multiline
              minRows={6}
            />
          </Box>
          <FormTextField
            control={form.control}
            name="display_order"
            label={t('display_order')}
            type="number"
            required
            rules={{
              validate: value => {
                const text = String(value ?? '').trim();
                if (text === '') return t('required');
                return /^\d{1,9}$/.test(text) || t('integer');
              },
            }}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={event => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
                label={t('active')}
              />
            )}
          />
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
            <Button onClick={goBack}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {t(submitting ? 'submitting' : 'submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export const CreateTerms = () => <CreateLegalEntry kind="terms" />;
export const CreatePrivacy = () => <CreateLegalEntry kind="privacy" />;
