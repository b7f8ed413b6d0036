import { invalidInput, notFound, type FieldErrors } from './errors';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };
/** Checks and normalises one field's raw value. */
export type Rule<T> = (raw: unknown) => Outcome<T>;
type Parsed<S> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

const REQUIRED = 'This field is required.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (error: string): Outcome<never> => ({ ok: false, error });

/** A required string; trimmed unless `trim` is false (passwords keep their spaces). */
export function textField({ trim = true, maxLength = 1000 } = {}): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    if (typeof raw !== 'string') return fail('Not a valid string.');
    const value = trim ? raw.trim() : raw;
    return value.length > maxLength ? fail(`Ensure this field has no more than ${maxLength} characters.`) : ok(value);
  };
}

/** A required email address, trimmed and lower-cased. */
export function emailField(): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    if (typeof raw !== 'string') return fail('Not a valid string.');
    const value = normaliseEmail(raw);
    return isEmail(value) ? ok(value) : fail('Enter a valid email address.');
  };
}

/** A required string matching `pattern` once trimmed (and upper-cased when `upperCase`). */
export function patternField(pattern: RegExp, message: string, { upperCase = false } = {}): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    if (typeof raw !== 'string') return fail('Not a valid string.');
    const value = upperCase ? raw.trim().toUpperCase() : raw.trim();
    return pattern.test(value) ? ok(value) : fail(message);
  };
}

/** A required string that is one of `choices`. */
export function choiceField(choices: readonly string[]): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    const value = typeof raw === 'string' ? raw.trim() : raw;
    return typeof value === 'string' && choices.includes(value)
      ? ok(value)
      : fail(`"${String(raw)}" is not a valid choice.`);
  };
}

/** A required calendar date written YYYY-MM-DD, no later than `notAfter` (also YYYY-MM-DD) when given. */
export function dateField({ notAfter }: { notAfter?: string } = {}): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    const value = typeof raw === 'string' ? raw.trim() : '';
    const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
      return fail('Enter a valid date in the format YYYY-MM-DD.');
    }
    return notAfter !== undefined && value > notAfter ? fail('The date cannot be in the future.') : ok(value);
  };
}

/** A required id given as a number or a numeric string. */
export function idField(): Rule<number> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? ok(value)
      : fail('A valid integer is required.');
  };
}

/** Absent, null or blank becomes undefined; anything else must pass `rule`. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return raw => (isBlank(raw) ? ok(undefined) : rule(raw));
}

/** For partial updates: absent stays undefined (unchanged), anything sent must pass `rule`. */
export function ifPresent<T>(rule: Rule<T>): Rule<T | undefined> {
  return raw => (raw === undefined ? ok(undefined) : rule(raw));
}

/** For partial updates: absent stays undefined (unchanged), blank becomes null (cleared), else `rule`. */
export function clearable<T>(rule: Rule<T>): Rule<T | null | undefined> {
  return raw => (raw === undefined ? ok(undefined) : isBlank(raw) ? ok(null) : rule(raw));
}

/**
 * Checks `input` (a parsed body, query or form) against `schema`: the normalised values and
 * every field's error. A non-object input counts as empty.
 */
export function checkInput<S extends Record<string, Rule<unknown>>>(
  schema: S,
  input: unknown,
): { values: Parsed<S>; errors: FieldErrors } {
  const source = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(schema)) {
    const outcome = rule(Object.hasOwn(source, field) ? source[field] : undefined);
    if (outcome.ok) values[field] = outcome.value;
    else errors[field] = [outcome.error];
  }
  return { values: values as Parsed<S>, errors };
}

/** `checkInput`, answering 400 with every field's error when there is any. */
export function parseInput<S extends Record<string, Rule<unknown>>>(schema: S, input: unknown): Parsed<S> {
  const { values, errors } = checkInput(schema, input);
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return values;
}

/** The id in a route parameter; 404 with `message` when it is not a positive whole number. */
export function idParam(raw: string, message: string): number {
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (value <= 0) throw notFound(message);
  return value;
}
