import { checkFields, idFromText, type Parsed, type Rule } from '../contract/imports/fieldRules';
import { HttpError, invalidInput, notFound, type FieldErrors } from './errors';

// The field rules are shared with the browser's import preview; the server adds what HTTP needs.
export {
  amountField,
  booleanField,
  choiceField,
  clearable,
  dateField,
  emailField,
  idField,
  idFromText,
  ifPresent,
  isEmail,
  linesField,
  normaliseEmail,
  numberFrom,
  optional,
  patternField,
  textField,
  type AmountWords,
  type Rule,
} from '../contract/imports/fieldRules';

/**
 * A body, query or form as an object of fields: none (undefined or null) counts as empty;
 * 400 for an array or a lone value.
 */
export function objectInput(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'Expected a JSON object.');
  return input as Record<string, unknown>;
}

/**
 * Checks `input` (a parsed body, query or form) against `schema`: the normalised values and
 * every field's error (see `objectInput` for what input is taken).
 */
export function checkInput<S extends Record<string, Rule<unknown>>>(
  schema: S,
  input: unknown,
): { values: Parsed<S>; errors: FieldErrors } {
  return checkFields(schema, objectInput(input));
}

/** `checkInput`, answering 400 with every field's error when there is any. */
export function parseInput<S extends Record<string, Rule<unknown>>>(schema: S, input: unknown): Parsed<S> {
  const { values, errors } = checkInput(schema, input);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return values;
}

/** The id in a route parameter; 404 with `message` when it is not one (see `idFromText`). */
export function idParam(raw: string, message: string): number {
  const value = idFromText(raw);
  if (value === undefined) throw notFound(message);
  return value;
}
