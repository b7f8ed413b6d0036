import { Alert, Box, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface RecordPageMessageProps {
  /** The page's own title, as it shows with its record: its h1 and the browser tab's name. */
  title: string;
  /** Why there is no record to show: not found, or it could not be read. */
  message: ReactNode;
  severity?: AlertColor;
  /** Actions beside the heading (a way back). */
  children?: ReactNode;
}

/**
 * A record page without its record ("User not found", "Failed to fetch bill details."): the
 * page's heading, which screen readers and the tab's title rely on, then the message.
 */
export function RecordPageMessage({ title, message, severity = 'error', children }: RecordPageMessageProps) {
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={title}>{children}</PageHeader>
      <Alert severity={severity}>{message}</Alert>
    </Box>
  );
}
