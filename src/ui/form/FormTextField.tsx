import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
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
  const { field, fieldState } = useController({ control, name, rules });
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
