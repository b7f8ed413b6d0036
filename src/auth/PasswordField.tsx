import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { forwardRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

type PasswordFieldProps = Omit<OutlinedFieldProps, 'type' | 'endAdornment'> & {
  /** Shown as text from the start (the person already chose to see it). */
  initiallyShown?: boolean;
};

/** A password box with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { initiallyShown = false, ...props },
  ref,
) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(initiallyShown);
  return (
    <OutlinedField
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'app.password.hide' : 'app.password.show')}
            aria-pressed={visible}
            onClick={() => setVisible(shown => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
});
