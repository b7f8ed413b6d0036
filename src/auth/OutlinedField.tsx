import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { forwardRef, useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'autoComplete'
  | 'onChange'
  | 'onBlur'
  | 'endAdornment'
  | 'required'
  | 'error'
  | 'fullWidth'
  | 'defaultValue'
> & {
  label: string;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
};

/**
 * MUI's outlined `TextField`, composed from the parts its docs name (FormControl, InputLabel,
 * OutlinedInput, FormHelperText). `TextField` itself imports `Select`, and with it Menu,
 * Popover and Modal, which would otherwise travel in the first load of /login.
 */
export const OutlinedField = forwardRef<HTMLInputElement, OutlinedFieldProps>(function OutlinedField(
  { label, helperText, margin = 'normal', required, error, fullWidth, ...input },
  ref,
) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" margin={margin} required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} inputRef={ref} label={label} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
