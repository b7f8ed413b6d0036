import { Box, TextField } from '@mui/material';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export const otpLength = 4;

/**
 * Four single-digit boxes, each labelled: typing a digit moves on, Backspace in an empty box
 * goes back (clearing it), and pasting the digits of a code fills every box.
 */
export function OtpInput({
  digits,
  onChange,
  error,
  describedBy,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: boolean;
  describedBy?: string;
}) {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(otpLength - 1, index))]?.focus();

  const setDigit = (index: number, value: string) =>
    onChange(digits.map((digit, at) => (at === index ? value : digit)));

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length > 1) {
      fill(typed, index);
      return;
    }
    setDigit(index, typed);
    if (typed) focus(index + 1);
  };

  const fill = (text: string, from = 0) => {
    const pasted = text
      .replace(/\D/g, '')
      .slice(0, otpLength - from)
      .split('');
    if (pasted.length === 0) return;
    onChange(digits.map((digit, at) => (at >= from && at - from < pasted.length ? pasted[at - from] : digit)));
    focus(from + pasted.length);
  };

  const onPaste = (index: number, event: ClipboardEvent) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  return (
    <Box
      role="group"
      aria-label={translate('app.settings.otp_group')}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, my: 2 }}
    >
      {digits.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          inputRef={element => {
            boxes.current[index] = element;
          }}
          onChange={event => onInput(index, event.target.value)}
          onPaste={event => onPaste(index, event)}
          onKeyDown={event => onKeyDown(index, event)}
          onFocus={event => event.target.select()}
          error={error}
          autoFocus={index === 0}
          sx={{ '& .MuiInputBase-input': { px: { xs: 1, sm: 1.75 } } }}
          slotProps={{
            htmlInput: {
              'aria-label': translate('app.settings.otp_digit', { index: index + 1 }),
              'aria-describedby': describedBy,
              inputMode: 'numeric',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              pattern: '[0-9]*',
              style: { textAlign: 'center', fontSize: '1.5rem', width: '2.5rem' },
            },
          }}
        />
      ))}
    </Box>
  );
}
