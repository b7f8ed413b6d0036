import { Alert, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorMessage } from '@/src/lib/useErrorMessage';

/** A settings step's content once the admin's account is loaded: a spinner before, the error if it failed. */
export function AccountGate({ ready, error, children }: { ready: boolean; error: unknown; children: ReactNode }) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  if (error) return <Alert severity="error">{errorText(error, 'app.settings.load_failed')}</Alert>;
  if (!ready) return <CircularProgress size={24} aria-label={translate('app.common.loading')} />;
  return <>{children}</>;
}
