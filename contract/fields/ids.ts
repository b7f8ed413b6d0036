import { z } from 'zod';
import { isBlank } from './presence';
import { REQUIRED } from './text';
import { noProblemYet } from './when';

/** An id: decimal digits, no sign, space, exponent or leading zero (and within the safe integers). */
const ID_PATTERN = /^[1-9]\d{0,15}$/;
const NOT_AN_ID = 'A valid integer is required.';

/** The id written in `text`, or undefined unless it is one (see ID_PATTERN). */
export function idFromText(text: string): number | undefined {
  const value = ID_PATTERN.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A required id in a body, given as a number or as its digits; `missing` when it is not given. */
export const id = (missing = REQUIRED) =>
  z.preprocess(
    raw => (typeof raw === 'string' ? (idFromText(raw) ?? raw) : raw),
    z
      .int({ error: issue => (isBlank(issue.input) ? missing : NOT_AN_ID) })
      .refine(value => value > 0, { message: NOT_AN_ID, when: noProblemYet }),
  );

/** The id in a path; `notFound` when it is not one, which the server answers with a 404. */
export const pathId = (notFound: string) =>
  z
    .string()
    .regex(ID_PATTERN, notFound)
    .refine(text => idFromText(text) !== undefined, { message: notFound, when: noProblemYet })
    .transform(Number);

/** The `{id}` of a path that names one record. */
export const idParams = (notFound: string) => z.object({ id: pathId(notFound) });
