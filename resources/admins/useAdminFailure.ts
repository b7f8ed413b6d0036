import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/src/ui/form/applyServerErrors';
import { isNetworkError } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';

/**
 * What a dialog's form shows when the server refuses it: its field errors under their fields
 * (nothing else then: the message beside them is the generic 'Invalid input.'), else its message
 * as it came, else the call's own text. The values typed stay.
 */
export function useAdminFailure<T extends FieldValues>(setError: UseFormSetError<T>, fields: Path<T>[]) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackKey: string): string | null => {
      if (applyServerErrors(error, fields, setError)) return null;
      if (isNetworkError(error)) return translate('app.errors.network');
      return errorText(error, fallbackKey);
    },
    [errorText, fields, setError, translate],
  );
}
