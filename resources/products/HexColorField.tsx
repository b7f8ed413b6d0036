import { Box, TextField, Typography } from '@mui/material';
import { HexColorPicker } from 'react-colorful';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { isHexColor, withHash } from './brandColor';

interface HexColorFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** A colour picked on a palette or typed as hex; the value always starts with '#'. The form's schema judges it. */
export function HexColorField<T extends FieldValues>({ control, name, label }: HexColorFieldProps<T>) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const change = (next: string) => field.onChange(next.trim() === '' ? '#' : withHash(next));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box
          role="group"
          aria-label={translate('app.catalogue.brand_color_picker')}
          sx={{ '& .react-colorful': { width: 200, height: 160 } }}
        >
          <HexColorPicker color={isHexColor(value) ? withHash(value) : '#000000'} onChange={change} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={translate('app.catalogue.brand_color_hex')}
            size="small"
            value={value}
            onChange={event => change(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
          <Box
            aria-hidden
            sx={{
              width: 64,
              height: 32,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: isHexColor(value) ? withHash(value) : 'transparent',
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
