import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorMessage } from './useErrorMessage';

export interface FailureText {
  /** The spec's words for the failure, always shown. */
  summary: string;
  /** What the server or network said beyond it, when that differs. */
  detail: string | null;
}

/**
 * A failure as the spec names it ('Failed to load notifications'), plus the server's own
 * message when it sent one: the spec's text stays visible even when the server explains.
 */
export function useFailureText() {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  return useCallback(
    (error: unknown, key: string): FailureText => {
      const summary = translate(key);
      const detail = errorText(error, key);
      return { summary, detail: detail === summary ? null : detail };
    },
    [translate, errorText],
  );
}
