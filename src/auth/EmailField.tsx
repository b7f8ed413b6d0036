import { useTranslate } from 'react-admin';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { emailPattern } from '../lib/validation';
import { OutlinedField } from './OutlinedField';

interface EmailFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}

/** A required email box validated before sending, with its message under it. */
export function EmailField<T extends FieldValues>({ form, name, label }: EmailFieldProps<T>) {
  const translate = useTranslate();
  const { ref, ...field } = form.register(name, {
    required: translate('app.validation.email_required'),
    pattern: { value: emailPattern, message: translate('app.validation.email_invalid') },
  });
  const error = form.formState.errors[name];
  return (
    <OutlinedField
      {...field}
      ref={ref}
      type="email"
      label={label}
      autoComplete="email"
      required
      fullWidth
      margin="normal"
      error={!!error}
      helperText={typeof error?.message === 'string' ? error.message : undefined}
    />
  );
}
