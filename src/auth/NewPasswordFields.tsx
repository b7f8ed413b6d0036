import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's names of the new password and of its confirmation. */
  names: { password: Path<T>; confirm: Path<T> };
  labels: { password: string; confirm: string };
}

/**
 * The new password and its confirmation, each with a show/hide toggle and required; the form's
 * schema checks them (both filled in, the same twice, the password rule).
 */
export function NewPasswordFields<T extends FieldValues>({ form, names, labels }: NewPasswordFieldsProps<T>) {
  const { errors } = form.formState;
  const messageOf = (name: Path<T>) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <>
      {[
        { name: names.password, label: labels.password },
        { name: names.confirm, label: labels.confirm },
      ].map(({ name, label }) => (
        <PasswordField
          key={name}
          {...form.register(name)}
          label={label}
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          error={!!errors[name]}
          helperText={messageOf(name)}
        />
      ))}
    </>
  );
}
