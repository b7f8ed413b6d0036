import {
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormTextField } from '../../src/ui/form/FormTextField';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { emailPattern, phonePattern } from '../../src/lib/validation';

export interface DirectoryValues {
  full_name: string;
  email: string;
  phone: string;
  user_type: string;
}

interface DirectoryFormProps {
  defaultValues: DirectoryValues;
  /** Salesmen choose Flexible or Non-Flexible; architects have no choice. */
  withUserType: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: DirectoryValues) => Promise<void>;
  onCancel: () => void;
  /** Called with the failure; the form has already put field errors under their fields. */
  onError: (error: unknown) => void;
}

const fields = ['full_name', 'email', 'phone', 'user_type'];

/** Full name, email and phone (and a salesman's type): the form of every directory entry. */
export function DirectoryForm({
  defaultValues,
  withUserType,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onError,
}: DirectoryFormProps) {
  const translate = useTranslate();
  const form = useForm<DirectoryValues>({ defaultValues, mode: 'onTouched' });
  const required = { value: true, message: translate('app.common.required') };
  const submitting = form.formState.isSubmitting;

  const submit = async (values: DirectoryValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors;
      if (errors && (errors.first_name || errors.last_name)) {
        form.setError('full_name', { type: 'server', message: errors.first_name ?? errors.last_name });
      }
      applyServerErrors(error, fields, form.setError);
      onError(error);
    }
  };

  return (
    <Card component="form" noValidate onSubmit={form.handleSubmit(submit)}>
      <CardContent sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
        <FormTextField
          control={form.control}
          name="full_name"
          label={translate('app.directory.full_name')}
          rules={{ required }}
          autoComplete="name"
        />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={translate('app.directory.email')}
          rules={{ required, pattern: { value: emailPattern, message: translate('app.common.email_invalid') } }}
        />
        <FormTextField
          control={form.control}
          name="phone"
          type="tel"
          label={translate('app.directory.phone')}
          rules={{ required, pattern: { value: phonePattern, message: translate('app.common.phone_invalid') } }}
        />
        {withUserType && (
          <Controller
            control={form.control}
            name="user_type"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="directory-user-type">{translate('app.directory.user_type')}</FormLabel>
                <RadioGroup row aria-labelledby="directory-user-type" {...field}>
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
              </FormControl>
            )}
          />
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
