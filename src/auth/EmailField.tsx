import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { OutlinedField } from './OutlinedField';

interface EmailFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** The value it starts with, when there is one before the form's own. */
  defaultValue?: string;
}

/** A required email box, checked by its form's schema before sending, with its message under it. */
export function EmailField<T extends FieldValues>({ form, name, label, defaultValue }: EmailFieldProps<T>) {
  const { ref, ...field } = form.register(name);
  const error = form.formState.errors[name];
  return (
    <OutlinedField
      {...field}
      ref={ref}
      defaultValue={defaultValue}
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
