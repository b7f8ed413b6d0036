import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Validate,
} from 'react-hook-form';
import { hasControlCharacters, isEmail, normaliseEmail } from '../../lib/validation';

export interface Choice {
  value: string;
  label: string;
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  /** The form's control; by default the one of the surrounding form (react-admin's <Form>). */
  control?: Control<T>;
  name: Path<T>;
  rules?: RegisterOptions<T, Path<T>>;
  /** Makes it a select over these choices. */
  choices?: Choice[];
  emptyChoice?: string;
};

/** A MUI text field (or select) bound to react-hook-form, showing its error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  rules,
  choices,
  emptyChoice,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const translate = useTranslate();
  const typedText = !choices && props.type !== 'number';
  /** The server's rules for any text: no control characters (tabs and line breaks only in multi-line fields), emails as it compares them. */
  const serverRules: Validate<unknown, T> = value => {
    if (!typedText || typeof value !== 'string' || value === '') return true;
    if (hasControlCharacters(value, { multiline: !!props.multiline })) {
      return translate('app.validation.control_characters');
    }
    if (props.type === 'email' && !isEmail(normaliseEmail(value))) return translate('app.validation.email_invalid');
    return true;
  };
  const validate = {
    ...(typeof rules?.validate === 'function' ? { own: rules.validate } : rules?.validate),
    server: serverRules,
  } as RegisterOptions<T, Path<T>>['validate'];
  const { field, fieldState } = useController({ control, name, rules: { ...rules, validate } });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      inputRef={field.ref}
      select={!!choices}
      fullWidth
      required={props.required ?? !!rules?.required}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    >
      {emptyChoice !== undefined && (
        <MenuItem value="">
          <em>{emptyChoice}</em>
        </MenuItem>
      )}
      {choices?.map(choice => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
