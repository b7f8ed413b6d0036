import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { legalContent } from '@/contract/legal';
import type { AppDataProvider } from '@/dataProvider';
import type { LegalEntry, LegalKind } from './termsCalls';
import { useFailureText } from '@/src/lib/useFailureText';
import { AppForm } from '@/src/ui/form/AppForm';
import { submissionErrors } from '@/src/ui/form/applyServerErrors';
import { FormCancelButton } from '@/src/ui/form/FormCancelButton';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { SafeHtml } from '@/src/ui/SafeHtml';
import { legalQueryKeys } from './legalKinds';

/** One entry: its content shown safely, edited in place with Edit, Save and Cancel. */
export function LegalEntryCard({ kind, entry }: { kind: LegalKind; entry: LegalEntry }) {
  const translate = useTranslate();
  const popup = usePopup();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState(false);
  // After Save or Cancel the field goes away: keyboard focus returns to this entry's Edit button.
  const refocusEdit = useRef(false);
  const t = (key: string, options?: object) => translate(`app.terms.${key}`, options);

  const close = () => {
    refocusEdit.current = true;
    setEditing(false);
  };

  const save = useOneSave(async ({ content }: { content: string }) => {
    try {
      await dataProvider.updateLegalContent(kind, entry.id, content);
      await queryClient.invalidateQueries({ queryKey: legalQueryKeys.entries(kind) });
      close();
      void popup.showSuccess(t('updated'));
    } catch (error) {
      const { summary, detail } = failureText(error, 'app.terms.update_failed');
      popup.showError(detail ?? summary, detail ? summary : undefined);
      return submissionErrors(error, ['content']);
    }
  });

  return (
    <Card component="article" aria-labelledby={`legal-title-${entry.id}`} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" id={`legal-title-${entry.id}`} sx={{ fontWeight: 600 }}>
              {entry.title}
            </Typography>
            {!entry.is_active && <Chip size="small" label={t('inactive')} />}
          </Stack>
          {!editing && (
            <Button
              ref={node => {
                if (node && refocusEdit.current) {
                  refocusEdit.current = false;
                  node.focus();
                }
              }}
              size="small"
              variant="outlined"
              onClick={() => setEditing(true)}
              aria-label={t('edit_label', { title: entry.title })}
            >
              {t('edit')}
            </Button>
          )}
        </Stack>
        {editing ? (
          <AppForm defaultValues={{ content: entry.content }} schema={legalContent} onSubmit={save}>
            <ContentFields entry={entry} onCancel={close} />
          </AppForm>
        ) : (
          <SafeHtml content={entry.content} />
        )}
      </CardContent>
    </Card>
  );
}

/** The entry's content (required), with Cancel (or Escape) and Save. */
function ContentFields({ entry, onCancel }: { entry: LegalEntry; onCancel: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const t = (key: string, options?: object) => translate(`app.terms.${key}`, options);
  return (
    <>
      <FormTextField
        id={`legal-content-${entry.id}`}
        name="content"
        label={t('content_of', { title: entry.title })}
        onKeyDown={event => {
          if (event.key === 'Escape' && !isSubmitting) onCancel();
        }}
        multiline
        minRows={4}
        required
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <FormCancelButton onCancel={onCancel} />
        <SubmitButton label={t('save')} submittingLabel={t('saving')} />
      </Stack>
    </>
  );
}
