import type { FastifyError, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrorsOf, type FieldErrors, type Problem } from '@/contract/fieldErrors';
import { pathId } from '@/contract/fields/ids';
import { noProblemYet } from '@/contract/fields/when';
import { HttpError, invalidInput, notFound } from './errors';

/** Which part of a request its schema refused: 'params', 'body', 'querystring'. */
type RequestPart = NonNullable<FastifyError['validationContext']>;

/** The message of a 400 answer for these field errors; undefined for the usual 'Invalid input.'. */
export type AnswerMessage = (errors: FieldErrors) => string | undefined;

/** For the answers whose message is all the app shows: the first field error. */
export const firstError: AnswerMessage = errors => Object.values(errors)[0]?.[0];

/** The answer to refused input: 404 for a path naming no record, else 400 with every field's errors. */
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

/** The path of a problem as the type provider reports it ('/codes/0'). */
const pathOf = (instancePath: string): string[] => instancePath.split('/').filter(step => step !== '');

/** The same answers to a route's schema (Fastify's `schemaErrorFormatter`), from the type provider's problems. */
export const schemaRefusal =
  (answer?: AnswerMessage) =>
  (problems: FastifySchemaValidationError[], part: RequestPart): Error =>
    refusal(
      problems.map(({ instancePath, message = '' }) => ({ path: pathOf(instancePath), message })),
      part,
      answer,
    );

/** zod checks a request before its handler, but for a body per content type: a form its handler reads and checks. */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = route =>
  route.httpPart === 'body' && route.contentType !== undefined ? () => true : validatorCompiler(route);

/** Any fields, as a form's: refused unless an object (none counts as empty). */
export const anyFields = jsonFields(z.looseObject({}));

/**
 * The `{id}` of a route that changes the record it names with a body: the record is looked
 * up with the path (404 with `notFound`) before the body is checked, as DRF finds it first.
 */
export const existingRecord = (notFound: string, exists: (id: number) => boolean) =>
  z.object({ id: pathId(notFound).refine(exists, { message: notFound, when: noProblemYet }) });
