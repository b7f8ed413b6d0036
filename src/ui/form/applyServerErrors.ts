import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's field errors (HttpError body.errors) that belong to the form's own fields. */
export function serverFieldErrors(error: unknown, fields: string[]): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/**
 * What a save that did not happen returns to react-admin's <Form> (AppForm): a root error
 * (shown nowhere; the popups say why) so that the form is not taken as saved and still
 * warns before its values are left.
 */
export const notSaved = { root: { serverError: 'not saved' } };

/** What a failed save returns to react-admin's <Form>: the server's field errors under their fields, and notSaved. */
export function submissionErrors(error: unknown, fields: string[]) {
  return { ...serverFieldErrors(error, fields), ...notSaved };
}

/** Puts the server's field errors under the fields of a form built on react-hook-form's useForm. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: string[],
  setError: UseFormSetError<T>,
) {
  const applied = Object.entries(serverFieldErrors(error, fields));
  applied.forEach(([field, message]) => setError(field as Path<T>, { type: 'server', message }));
  return applied.length > 0;
}
