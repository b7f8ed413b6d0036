/**
 * The rules of one field each: they check and normalise a raw value (from a JSON body, a
 * form or a spreadsheet cell) and word the error. Shared by the server's routes and the
 * browser's import preview, so both judge a value alike.
 */

/** Every field's errors, by field name. */
export type FieldErrors = Record<string, string[]>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };
/** Checks and normalises one field's raw value. */
export type Rule<T> = (raw: unknown) => Outcome<T>;
export type Parsed<S> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

const REQUIRED = 'This field is required.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Control characters (C0, DEL and C1); in multi-line text, tabs and line breaks are allowed. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;
/** An id: decimal digits, no sign, space, exponent or leading zero (and within the safe integers). */
const ID_PATTERN = /^[1-9]\d{0,15}$/;
/** A decimal number as text: digits, an optional minus and fraction, no exponent or spaces inside. */
const DECIMAL_PATTERN = /^-?\d{1,16}(\.\d{1,16})?$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value) && !CONTROL.test(value);
}

/** The id written in `text`, or undefined unless it is one (see ID_PATTERN). */
export function idFromText(text: string): number | undefined {
  const value = ID_PATTERN.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A finite number, or the number a decimal string (see DECIMAL_PATTERN) writes, once trimmed. */
export function numberFrom(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  return DECIMAL_PATTERN.test(text) ? Number(text) : undefined;
}

/** The decimal places a number needs when written out; Infinity when it needs an exponent (1e-7). */
function decimalPlaces(value: number): number {
  const text = String(value);
  return text.includes('e') ? Infinity : (text.split('.')[1]?.length ?? 0);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (error: string): Outcome<never> => ({ ok: false, error });

/**
 * A required string; trimmed unless `trim` is false (passwords keep their spaces). No
 * control characters, except tabs and line breaks in `multiline` text (stored with \n).
 */
export function textField({ trim = true, maxLength = 1000, multiline = false } = {}): Rule<string> {
  return raw => {
    if (isBlank(raw)) return fail(REQUIRED);
    if (typeof raw !== 'string') return fail('Not a valid string.');
    const value = trim ? raw.trim() : raw;
    if (value.length > maxLength) return fail(`Ensure this field has no more than ${maxLength} characters.`);
    if (!multiline)
      return CONTROL.test(value) ? fail('Enter text without tabs, line breaks or control characters.') : ok(value);
    return CONTROL_BUT_LINES.test(value)
      ? fail('Enter text without control characters.')
      : ok(value.replace(/\r\n?/g, '\n'));
  };
}

/** Multi-line text of at most `maxLength` characters, its line breaks stored as \n. */
export const linesField = (maxLength = 5000): Rule<string> => textField({ maxLength, multiline: true });

const TRUE_WORDS = ['true', 'yes', '1', 'on'];
const FALSE_WORDS = ['false', 'no', '0', 'off'];

/** A boolean, or a word for one: true/false, yes/no, on/off, 1/0 (forms and spreadsheets send text). */
export function booleanField(): Rule<boolean> {
  return raw => {
    if (typeof raw === 'boolean') return ok(raw);
    const word = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
    if (TRUE_WORDS.includes(word)) return ok(true);
    return FALSE_WORDS.includes(word) ? ok(false) : fail('Enter yes or no.');
  };
}

/** What an amount's errors say, by kind. */
export interface AmountWords {
  notNumber: string;
  negative: string;
  tooPrecise: string;
  tooLarge: string;
}

/**
 * An amount given as a number or a decimal string: at most `decimals` decimal places (no
 * exponent), at most `max`, not negative (-0 counts as negative) and, when `positive`, above 0.
 */
export function amountField(
  decimals: number,
  words: AmountWords,
  { max, positive = false }: { max: number; positive?: boolean },
): Rule<number> {
  return raw => {
    const value = numberFrom(raw);
    if (value === undefined) return fail(words.notNumber);
    if (value < 0 || Object.is(value, -0) || (positive && value === 0)) return fail(words.negative);
    if (value > max) return fail(words.tooLarge);
    return decimalPlaces(value) > decimals ? fail(words.tooPrecise) : ok(value);
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

/** A required id given as a number or as digits (see ID_PATTERN); `missing` when it is not given. */
export function idField(missing = REQUIRED): Rule<number> {
  return raw => {
    if (isBlank(raw)) return fail(missing);
    const value = typeof raw === 'string' ? idFromText(raw) : raw;
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

/** Checks the fields of `source` against `schema`: the normalised values and every field's error. */
export function checkFields<S extends Record<string, Rule<unknown>>>(
  schema: S,
  source: Record<string, unknown>,
): { values: Parsed<S>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(schema)) {
    const outcome = rule(Object.hasOwn(source, field) ? source[field] : undefined);
    if (outcome.ok) values[field] = outcome.value;
    else errors[field] = [outcome.error];
  }
  return { values: values as Parsed<S>, errors };
}
