import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { fieldErrorsOf, type FieldErrors, type Problem } from '../contract/fieldErrors';
import { HttpError, invalidInput, notFound } from './errors';

/** Which part of a request its schema refused: 'params', 'body', 'querystring'. */
type RequestPart = NonNullable<FastifyError['validationContext']>;

/** The message of a 400 answer for these field errors; undefined for the usual 'Invalid input.'. */
export type AnswerMessage = (errors: FieldErrors) => string | undefined;

/**
 * The answer to refused input: 404 in the schema's words for a path that names no record,
 * 400 for a body that is not an object of fields, else 400 with every field's errors.
 */
export function refusal(problems: readonly Problem[], part: RequestPart, answer?: AnswerMessage): HttpError {
  if (part === 'params') return notFound(problems[0].message);
  const errors = fieldErrorsOf(problems);
  if (Object.keys(errors).length === 0) return new HttpError(400, 'Expected a JSON object.');
  return invalidInput(errors, answer?.(errors));
}

/** A JSON body of these fields: none at all (or null) counts as an empty object. */
export const jsonFields = <S extends z.ZodType>(schema: S) => z.preprocess(raw => raw ?? {}, schema);

/** What `schema` makes of `input` (a form's fields, a query), or the `refusal` it answers. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, answer?: AnswerMessage): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw refusal(result.error.issues, 'body', answer);
  return result.data;
}

/** Any fields, as a form's: refused unless an object (none counts as empty). */
export const anyFields = jsonFields(z.looseObject({}));
