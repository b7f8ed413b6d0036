import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useMayAccess } from '../../auth/useMayAccess';
import { useErrorMessage } from '../../lib/useErrorMessage';
import { DetailGrid } from '../DetailGrid';
import { PageHeader } from '../PageHeader';
import { usePopup } from '../PopupProvider';
import { submissionErrors } from './applyServerErrors';
import { AppForm } from './AppForm';
import { SubmitButton } from './SubmitButton';
import { useOneSave } from './useOneSave';

interface SettingsPageProps<S, V extends FieldValues> {
  title: string;
  /** Where the settings are kept between screens; a save puts its answer there. */
  queryKey: QueryKey;
  load: () => Promise<S>;
  /** Sends the form's values, as the contract reads them; answers the settings saved. */
  save: (values: V) => Promise<S>;
  /** The permission resource whose `edit` changes them: a role without it reads them. */
  editResource: string;
  /** The contract's rules, checked before sending. */
  schema: z.ZodType;
  /** The settings as the form's fields hold them. */
  toValues: (settings: S) => V;
  /** The form's fields: the server's errors of these show under them. */
  fields: readonly string[];
  /** The settings in words, for a role that may not change them. */
  readOnly: (settings: S) => Array<{ label: string; value: ReactNode }>;
  /** What the settings say above them, if anything. */
  notice?: (settings: S) => ReactNode;
  /** i18n keys: `loadFailed`, `saveFailed` when the server gives no words; `saved`, `save`, `saving`. */
  words: { loadFailed: string; saveFailed: string; saved: string; save: string; saving: string };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An area's settings page: read by every role that may open it, changed by one that may edit
 * them, checked by the contract before sending and saved once however often it is submitted; a
 * refusal keeps what was typed, with the server's words.
 */
export function SettingsPage<S, V extends FieldValues>({
  title,
  queryKey,
  load,
  save,
  editResource,
  schema,
  toValues,
  fields,
  readOnly,
  notice,
  words,
  children,
}: SettingsPageProps<S, V>) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const mayEdit = useMayAccess({ resource: editResource, action: 'edit' });
  const { data: settings, error } = useQuery({ queryKey, queryFn: load });

  const onSubmit = useOneSave(async (values: V) => {
    try {
      queryClient.setQueryData(queryKey, await save(values));
      void popup.showSuccess(translate(words.saved));
    } catch (failure) {
      popup.showError(errorText(failure, words.saveFailed));
      return submissionErrors(failure, [...fields]);
    }
  });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={title} />
      <Card component="section" aria-label={title} sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: 3, display: 'grid', gap: 2 }}>
          {!settings && !error && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
          {!!error && <Alert severity="error">{errorText(error, words.loadFailed)}</Alert>}
          {settings && notice?.(settings)}
          {settings && mayEdit === false && <DetailGrid items={readOnly(settings)} />}
          {settings && mayEdit && (
            <AppForm
              key={JSON.stringify(settings)}
              defaultValues={toValues(settings)}
              schema={schema}
              onSubmit={onSubmit}
              label={title}
            >
              {children}
              <SubmitButton label={translate(words.save)} submittingLabel={translate(words.saving)} sx={{ mt: 2 }} />
            </AppForm>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
