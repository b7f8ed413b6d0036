import { HttpError } from 'react-admin';

type Body = Record<string, unknown>;

const messageFields = ['message', 'detail', 'error'] as const;

/** The person-readable message of an error body: `message`, else `detail`, else `error`. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (!body || typeof body !== 'object') return undefined;
  for (const field of messageFields) {
    const value = (body as Body)[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

const asMessages = (value: unknown): string[] | undefined => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every(item => typeof item === 'string')) return value;
  return undefined;
};

/**
 * Field errors for react-admin forms (`{ field: 'text' }`), read from `errors` or, in the
 * Django REST Framework style, from top-level arrays of strings.
 */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const source =
    (body as Body).errors && typeof (body as Body).errors === 'object'
      ? ((body as Body).errors as Body)
      : Object.fromEntries(Object.entries(body as Body).filter(([, value]) => Array.isArray(value)));
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    const messages = asMessages(value);
    if (messages?.length) errors[field] = messages.join(' ');
  }
  return errors;
}

/** An HttpError whose message is the server's, or the caller's default when it sent none. */
export function toHttpError(status: number, body: unknown, fallbackMessage: string) {
  const errors = fieldErrors(body);
  const bodyObject = body && typeof body === 'object' ? (body as Body) : { message: body };
  return new HttpError(serverMessage(body) ?? fallbackMessage, status, { ...bodyObject, errors });
}
