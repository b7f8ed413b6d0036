import { z } from 'zod';
import { isBlank } from './presence';
import { noProblemYet } from './when';

export const REQUIRED = 'This field is required.';
const NOT_TEXT = 'Not a valid string.';
const NO_CONTROL = 'Enter text without tabs, line breaks or control characters.';
const NO_CONTROL_BUT_LINES = 'Enter text without control characters.';

/** Control characters (C0, DEL and C1); in multi-line text, tabs and line breaks are allowed. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

export const tooLong = (maxLength: number): string => `Ensure this field has no more than ${maxLength} characters.`;

/** A string: `required` when it is missing, 'Not a valid string.' for a value of another type. */
export const string = (required = REQUIRED) =>
  z.string({ error: issue => (issue.input === undefined ? required : NOT_TEXT) });

/** `schema` for a value that must be filled in: blank counts as missing. */
export const filled = <T extends z.ZodType>(schema: T) => z.preprocess(raw => (isBlank(raw) ? undefined : raw), schema);

interface TextRules {
  /** False for passwords and legal texts, which keep their spaces. */
  trim?: boolean;
  maxLength?: number;
  /** Tabs and line breaks allowed, line breaks stored as \n. */
  multiline?: boolean;
  /** The words for a missing value. */
  required?: string;
}

/** Required text without control characters; trimmed unless `trim` is false. */
export function text({ trim = true, maxLength = 1000, multiline = false, required = REQUIRED }: TextRules = {}) {
  const sized = (trim ? string(required).trim() : string(required)).max(maxLength, tooLong(maxLength));
  return filled(
    multiline
      ? sized
          .refine(value => !CONTROL_BUT_LINES.test(value), { message: NO_CONTROL_BUT_LINES, when: noProblemYet })
          .overwrite(value => value.replace(/\r\n?/g, '\n'))
      : sized.refine(value => !CONTROL.test(value), { message: NO_CONTROL, when: noProblemYet }),
  );
}

/** Multi-line text of at most `maxLength` characters. */
export const lines = (maxLength = 5000) => text({ maxLength, multiline: true });

/** A required string matching `pattern` once trimmed (and upper-cased when `upperCase`). */
export const pattern = (regex: RegExp, message: string, { upperCase = false } = {}) =>
  filled((upperCase ? string().trim().toUpperCase() : string().trim()).regex(regex, message));
