import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Feedback, type FeedbackMessage } from './Feedback';

/** The waiting text of an email verification, a spinner while it waits, and the line of feedback. */
export function VerificationWait({
  email,
  waiting,
  feedback,
}: {
  email: string;
  /** Still waiting for the link to be opened. */
  waiting: boolean;
  feedback: FeedbackMessage | null;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography>{translate('app.email_verification.waiting', { email })}</Typography>
      {waiting && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">{translate('app.email_verification.checking')}</Typography>
        </Box>
      )}
      <Feedback message={feedback} />
    </>
  );
}
