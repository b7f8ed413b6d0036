import { z } from 'zod';
import { isBlank } from './presence';
import { noProblemYet } from './when';

/** A decimal number as text: digits, an optional minus and fraction, no exponent or spaces inside. */
const DECIMAL_PATTERN = /^-?\d{1,16}(\.\d{1,16})?$/;

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

/** What an amount's errors say, by kind; a missing amount is `notNumber` unless `missing` says otherwise. */
export interface AmountWords {
  missing?: string;
  notNumber: string;
  negative: string;
  tooPrecise: string;
  tooLarge: string;
}

/**
 * An amount given as a number or a decimal string: at most `decimals` decimal places (no
 * exponent), at most `max`, not negative (-0 counts as negative) and, when `positive`, above 0.
 */
export const amount = (
  words: AmountWords,
  { decimals, max, positive = false }: { decimals: number; max: number; positive?: boolean },
) =>
  z.preprocess(
    raw => numberFrom(raw) ?? raw,
    z
      .number({ error: issue => (isBlank(issue.input) ? (words.missing ?? words.notNumber) : words.notNumber) })
      // Nothing is both above `max` and negative: the order of the first two cannot change which is told.
      .max(max, words.tooLarge)
      .refine(value => !(value < 0 || Object.is(value, -0) || (positive && value === 0)), {
        message: words.negative,
        when: noProblemYet,
      })
      .refine(value => decimalPlaces(value) <= decimals, { message: words.tooPrecise, when: noProblemYet }),
  );
