import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { useErrorMessage } from '../../lib/useErrorMessage';

/** The list's rows, or the server's message (else the spec's `failedKey` text) when it could not be fetched. */
export function ListFailure({ failedKey, children }: { failedKey: string; children: ReactNode }) {
  const { error } = useListContext();
  const errorText = useErrorMessage();
  return error ? <Alert severity="error">{errorText(error, failedKey)}</Alert> : <>{children}</>;
}
