import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchemeStatus } from '@/contract/schemes/record';

/** Draft in amber, Live in green. */
export function SchemeStatusChip({ status }: { status: SchemeStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      color={status === 'live' ? 'success' : 'warning'}
      label={translate(`app.schemes.status_${status}`)}
    />
  );
}
