import {
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import type { z } from 'zod';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { AppForm } from '@/src/ui/form/AppForm';
import { FormTextField } from '@/src/ui/form/FormTextField';
import { serverFieldErrors, submissionErrors } from '@/src/ui/form/applyServerErrors';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';

export interface DirectoryValues {
  full_name: string;
  email: string;
  phone: string;
  user_type: string;
}

interface DirectoryFormProps {
  defaultValues: DirectoryValues;
  /** The contract's rules of the form: directoryEntryForm to add, directoryEntryChangesForm to edit. */
  schema: z.ZodType;
  /** Salesmen choose Flexible or Non-Flexible; architects have no choice. */
  withUserType: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: DirectoryValues) => Promise<void>;
  onCancel: () => void;
  /** Called with the failure; its field errors go under their fields. */
  onError: (error: unknown) => void;
}

const fields = ['full_name', 'email', 'phone', 'user_type'];

/** Full name, email and phone (and a salesman's type): the form of every directory entry. */
export function DirectoryForm({
  defaultValues,
  schema,
  withUserType,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onError,
}: DirectoryFormProps) {
  const translate = useTranslate();
  const userTypeLabel = useId();

  const submit = useOneSave(async (values: DirectoryValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      onError(error);
      // The server names the first or last name; the form has one full name.
      const names = serverFieldErrors(error, ['first_name', 'last_name']);
      const fullName = names.first_name ?? names.last_name;
      return { ...(fullName && { full_name: fullName }), ...submissionErrors(error, fields) };
    }
  });

  return (
    <AppForm defaultValues={defaultValues} schema={schema} onSubmit={submit}>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
          <FormTextField name="full_name" label={translate('app.directory.full_name')} required autoComplete="name" />
          <FormTextField name="email" type="email" label={translate('app.directory.email')} required />
          <FormTextField name="phone" type="tel" label={translate('app.directory.phone')} required />
          {withUserType && (
            <Controller
              name="user_type"
              render={({ field, fieldState }) => (
                <FormControl error={!!fieldState.error}>
                  <FormLabel id={userTypeLabel}>{translate('app.directory.user_type')}</FormLabel>
                  <RadioGroup row aria-labelledby={userTypeLabel} {...field}>
                    <FormControlLabel
                      value="flexible_salesperson"
                      control={<Radio />}
                      label={translate('app.directory.flexible')}
                    />
                    <FormControlLabel
                      value="non_flexible_salesperson"
                      control={<Radio />}
                      label={translate('app.directory.non_flexible')}
                    />
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{translate('app.common.cancel')}</Button>
            <SubmitButton label={submitLabel} submittingLabel={busyLabel} />
          </Stack>
        </CardContent>
      </Card>
    </AppForm>
  );
}
