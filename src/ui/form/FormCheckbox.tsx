import { Checkbox, FormControlLabel } from '@mui/material';
import { useController } from 'react-hook-form';

/** A labelled checkbox bound to a true/false field of the surrounding form. */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          inputRef={field.ref}
          checked={!!field.value}
          onBlur={field.onBlur}
          onChange={event => field.onChange(event.target.checked)}
        />
      }
      label={label}
    />
  );
}
