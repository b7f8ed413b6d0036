import { HttpError } from 'react-admin';

type Body = Record<string, unknown>;

/** Where a body carries its message: ours and the spec's `message`, DRF's and simplejwt's `detail`, and `error`. */
const messageFields = ['message', 'detail', 'error'] as const;

const asMessages = (value: unknown): string[] | undefined => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every(item => typeof item === 'string')) return value;
  return undefined;
};

const firstText = (values: string[] | undefined) => values?.find(value => value.trim());

const isPlainObject = (body: unknown): body is Body => !!body && typeof body === 'object' && !Array.isArray(body);

/** An error body's message: `message`, `detail`, `error`, DRF's `non_field_errors`, or the body's own strings. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string' || Array.isArray(body)) return firstText(asMessages(body));
  if (!isPlainObject(body)) return undefined;
  for (const field of messageFields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return firstText(asMessages(body.non_field_errors));
}

/** Field errors for react-admin forms, from `errors` or DRF's top-level arrays of strings. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!isPlainObject(body)) return {};
  const source = isPlainObject(body.errors)
    ? body.errors
    : Object.fromEntries(Object.entries(body).filter(([, value]) => Array.isArray(value)));
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
  const message = serverMessage(body);
  const bodyObject = isPlainObject(body) ? body : { message: message ?? body };
  return new HttpError(message ?? fallbackMessage, status, { ...bodyObject, errors });
}
