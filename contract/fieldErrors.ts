import type { z } from 'zod';

/** Every field's errors, by field name: the `errors` of a 400 answer and the problems of an import row. */
export type FieldErrors = Record<string, string[]>;

/** What zod says of one problem: where it is and how it is worded. */
export interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The problems by the field each is about (the first step of its path), in the order the
 * schema met them; problems of the input as a whole (not an object at all) are left out.
 */
export function fieldErrorsOf(problems: readonly Problem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of problems) {
    if (path.length > 0) (errors[String(path[0])] ??= []).push(message);
  }
  return errors;
}

/** What `schema` makes of `input`: its value (when it has no errors), and every field's errors. */
export function checkFields<T>(schema: z.ZodType<T>, input: unknown): { value?: T; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data, errors: {} } : { errors: fieldErrorsOf(result.error.issues) };
}
