import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's names of the new password and of its confirmation. */
  names: { password: Path<T>; confirm: Path<T> };
  labels: { password: string; confirm: string };
  /** The message when the two differ (the spec words it differently on its two screens). */
  mismatch: string;
}

/** The new password and its confirmation, each with a show/hide toggle, both required and equal. */
export function NewPasswordFields<T extends FieldValues>({ form, names, labels, mismatch }: NewPasswordFieldsProps<T>) {
  const translate = useTranslate();
  const { errors } = form.formState;
  const password = form.register(names.password, { required: translate('app.validation.new_password_required') });
  const confirm = form.register(names.confirm, {
    required: translate('app.validation.confirm_password_required'),
    validate: (value: PathValue<T, Path<T>>, values: T) => value === values[names.password] || mismatch,
  });
  const messageOf = (name: Path<T>) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <>
      {[
        { field: password, name: names.password, label: labels.password },
        { field: confirm, name: names.confirm, label: labels.confirm },
      ].map(({ field, name, label }) => (
        <PasswordField
          key={name}
          {...field}
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
