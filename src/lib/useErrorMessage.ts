import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { serverMessageOf } from './errors';

/**
 * The text of a failure for a person: the server's message when it sent one, else the
 * spec's default for the call (an i18n key), else the error's own (translated) message.
 */
export function useErrorMessage() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      const server = serverMessageOf(error);
      if (server) return server;
      const own = (error as Error | null)?.message;
      if (fallbackKey && (!own || own.startsWith('app.errors.'))) return translate(fallbackKey);
      return own ? translate(own, { _: own }) : translate(fallbackKey ?? 'app.common.something_wrong');
    },
    [translate],
  );
}
