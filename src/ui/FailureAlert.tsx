import { Alert, AlertTitle, type AlertProps } from '@mui/material';
import { useFailureText } from '../lib/useFailureText';

/** A red alert naming a failure in the spec's words (messageKey), with the server's message below when it sent one. */
export function FailureAlert({ error, messageKey, ...props }: { error: unknown; messageKey: string } & AlertProps) {
  const { summary, detail } = useFailureText()(error, messageKey);
  return (
    <Alert severity="error" {...props}>
      {detail ? (
        <>
          <AlertTitle>{summary}</AlertTitle>
          {detail}
        </>
      ) : (
        summary
      )}
    </Alert>
  );
}
