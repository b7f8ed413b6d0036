import { statusOf } from '@/src/lib/errors';
import { serverMessage } from '@/dataProvider/httpError';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's detail, message or error text of a failure. */
export const serverTextOf = (error: unknown) => serverMessage((error as { body?: unknown })?.body);

/**
 * The text of a failed media add or replace: timeout, 413, the server's or the error's
 * message, else the call's default.
 */
export function mediaSaveError(error: unknown, translate: Translate, fallbackKey: string, timedOut: boolean) {
  if (timedOut) return translate('app.products.upload_timeout');
  if (statusOf(error) === 413) return translate('app.products.media_rejected');
  if (statusOf(error) === 0) return translate('app.products.network_error');
  return serverTextOf(error) ?? translate(fallbackKey);
}

/** The text of a failed image delete, by status (spec, section 8). */
export function mediaDeleteError(error: unknown, translate: Translate) {
  const status = statusOf(error);
  if (status === 404) return translate('app.products.image_not_found');
  if (status === 403) return translate('app.products.image_forbidden');
  if (status === 400) return serverTextOf(error) ?? translate('app.products.invalid_request');
  if (status === undefined || status === 0) return translate('app.products.network_error');
  return translate('app.products.server_error', { status });
}
