import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Approved in green, pending in amber, anything else as rejected in red (as the spec shows bills); a span, so it sits in a line of text. */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (status === 'approved')
    return <Chip component="span" size="small" color="success" label={translate('app.status.approved')} />;
  if (status === 'pending')
    return <Chip component="span" size="small" color="warning" label={translate('app.status.pending')} />;
  return <Chip component="span" size="small" color="error" label={translate('app.status.rejected')} />;
}
