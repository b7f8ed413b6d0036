import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's field errors (HttpError body.errors) under the form's own fields. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: string[],
  setError: UseFormSetError<T>,
) {
  const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
  const applied = Object.entries(errors).filter(([field]) => fields.includes(field));
  applied.forEach(([field, message]) => setError(field as Path<T>, { type: 'server', message }));
  return applied.length > 0;
}
