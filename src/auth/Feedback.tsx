import { Typography } from '@mui/material';

export interface FeedbackMessage {
  text: string;
  tone: 'success' | 'error' | 'info';
}

/** The spec's rule for the login feedback: a message with the word successful is a success. */
export const toneOf = (text: string): FeedbackMessage['tone'] => (/successful/i.test(text) ? 'success' : 'error');

/** The line of feedback under a form, announced to screen readers as it changes. */
export function Feedback({ message }: { message: FeedbackMessage | null }) {
  const color = { success: 'success.main', error: 'error.main', info: 'text.secondary' }[message?.tone ?? 'info'];
  return (
    <Typography
      role={message?.tone === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      data-tone={message?.tone}
      sx={{ mt: 2, minHeight: '1.5em', color, fontWeight: 500, textAlign: 'center' }}
    >
      {message?.text ?? ''}
    </Typography>
  );
}
