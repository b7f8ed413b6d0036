import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { serverMessageOf, statusOf } from './errors';

/**
 * The spec's messages for a failed approve or reject: 400 the server's message (or
 * 'Invalid request'), 401 and 403 their own texts, anything else the screen's own text
 * (`unexpected`) or a generic one.
 */
export function useDecisionErrorMessage() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, unexpected?: string) => {
      switch (statusOf(error)) {
        case 400:
          return serverMessageOf(error) ?? translate('app.decisions.invalid_request');
        case 401:
          return translate('app.decisions.unauthorized');
        case 403:
          return translate('app.decisions.forbidden');
        default:
          return unexpected ?? translate('app.decisions.unexpected');
      }
    },
    [translate],
  );
}
