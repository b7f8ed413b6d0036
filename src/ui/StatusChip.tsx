import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Approved in green, pending in amber, anything else as rejected in red (as the spec shows bills). */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (status === 'approved') return <Chip size="small" color="success" label={translate('app.bills.approved')} />;
  if (status === 'pending') return <Chip size="small" color="warning" label={translate('app.bills.pending')} />;
  return <Chip size="small" color="error" label={translate('app.bills.rejected')} />;
}
