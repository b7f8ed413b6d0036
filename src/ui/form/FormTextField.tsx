import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  /** The form's control; by default the one of the surrounding form (react-admin's <Form>). */
  control?: Control<T>;
  name: Path<T>;
  /** Makes it a select over these choices. */
  choices?: Choice[];
  emptyChoice?: string;
};

/**
 * A MUI text field (or select) bound to react-hook-form, showing its error under it. Its rules
 * are the form's schema (AppForm, schemaResolver); `required` only marks it.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  choices,
  emptyChoice,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      inputRef={field.ref}
      select={!!choices}
      fullWidth
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
