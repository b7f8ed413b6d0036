import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { LegalEntry, LegalKind } from '../../dataProvider/terms';
import { useFailureText } from '../../src/lib/useFailureText';
import { useSingleFlight } from '../../src/lib/useSingleFlight';
import { usePopup } from '../../src/ui/PopupProvider';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { legalQueryKeys } from './legalKinds';

const serverContentError = (error: unknown) => {
  const errors = (error as { body?: { errors?: { content?: string[] | string } } })?.body?.errors?.content;
  return Array.isArray(errors) ? errors[0] : errors;
};

/** One entry: its content shown safely, edited in place with Edit, Save and Cancel. */
export function LegalEntryCard({ kind, entry }: { kind: LegalKind; entry: LegalEntry }) {
  const translate = useTranslate();
  const popup = usePopup();
  const failureText = useFailureText();
  const singleFlight = useSingleFlight();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // After Save or Cancel the field goes away: keyboard focus returns to this entry's Edit button.
  const refocusEdit = useRef(false);
  const t = (key: string, options?: object) => translate(`app.terms.${key}`, options);
  const fieldId = `legal-content-${entry.id}`;

  const save = () =>
    singleFlight(async () => {
      if (draft === null) return;
      if (draft.trim() === '') {
        setFieldError(t('required'));
        return;
      }
      setSaving(true);
      try {
        await dataProvider.updateLegalContent(kind, entry.id, draft);
        await queryClient.invalidateQueries({ queryKey: legalQueryKeys.entries(kind) });
        refocusEdit.current = true;
        setDraft(null);
        setFieldError(null);
        void popup.showSuccess(t('updated'));
      } catch (error) {
        const onField = serverContentError(error);
        if (onField) setFieldError(onField);
        const { summary, detail } = failureText(error, 'app.terms.update_failed');
        popup.showError(detail ?? summary, detail ? summary : undefined);
      } finally {
        setSaving(false);
      }
    });

  const cancel = () => {
    refocusEdit.current = true;
    setDraft(null);
    setFieldError(null);
  };

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
          {draft === null && (
            <Button
              ref={node => {
                if (node && refocusEdit.current) {
                  refocusEdit.current = false;
                  node.focus();
                }
              }}
              size="small"
              variant="outlined"
              onClick={() => setDraft(entry.content)}
              aria-label={t('edit_label', { title: entry.title })}
            >
              {t('edit')}
            </Button>
          )}
        </Stack>
        {draft === null ? (
          <SafeHtml content={entry.content} />
        ) : (
          <Box>
            <TextField
              id={fieldId}
              label={t('content_of', { title: entry.title })}
              value={draft}
              onChange={event => {
                setDraft(event.target.value);
                setFieldError(null);
              }}
              onKeyDown={event => {
                if (event.key === 'Escape' && !saving) cancel();
              }}
              multiline
              minRows={4}
              fullWidth
              required
              autoFocus
              error={fieldError !== null}
              helperText={fieldError}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button onClick={cancel} disabled={saving}>
                {t('cancel')}
              </Button>
              <Button variant="contained" onClick={save} disabled={saving}>
                {t(saving ? 'saving' : 'save')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
