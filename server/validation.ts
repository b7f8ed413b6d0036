import { invalidInput, type FieldErrors } from './errors';

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

/**
 * Checks `input` (a parsed body or query) against `schema`; answers 400 with every
 * field's error, or returns the normalised values. A non-object input counts as empty.
 */
export function parseInput<S extends Record<string, Rule<unknown>>>(schema: S, input: unknown): Parsed<S> {
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
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return values as Parsed<S>;
}
