import { invalidInput } from '../errors';
import { checkInput, optional, textField, type Rule } from '../validation';

interface AmountWords {
  negative: string;
  notNumber: string;
  tooPrecise: string;
  tooLarge: string;
}

/** Above any real award, and low enough to keep every balance far inside the safe integers. */
const MAX_AWARD = 1_000_000_000;
const REASON_MAX_LENGTH = 500;
const NUMERIC = /^-?\d+(\.\d+)?$/;

const fail = (error: string) => ({ ok: false, error }) as const;

/** `rule`, answering `message` when the value is missing or blank. */
const requiredWith =
  <T>(message: string, rule: Rule<T>): Rule<T> =>
  raw => {
    const outcome = optional(rule)(raw);
    return outcome.ok && outcome.value === undefined ? fail(message) : (outcome as ReturnType<Rule<T>>);
  };

/** An amount not negative, with at most `decimals` decimal places: a number, or a string of one. */
function amountField(decimals: number, words: AmountWords): Rule<number> {
  const precise = new RegExp(decimals === 0 ? '^\\d+$' : `^\\d+(\\.\\d{1,${decimals}})?$`);
  return raw => {
    const value = typeof raw === 'string' && NUMERIC.test(raw.trim()) ? Number(raw.trim()) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(words.notNumber);
    if (value < 0) return fail(words.negative);
    if (value > MAX_AWARD) return fail(words.tooLarge);
    return precise.test(String(value)) ? { ok: true, value } : fail(words.tooPrecise);
  };
}

const MAX_AWARD_TEXT = MAX_AWARD.toLocaleString('en-IN');

const APPROVAL = {
  points_earned: requiredWith(
    'Points are required',
    amountField(0, {
      negative: 'Points cannot be negative',
      notNumber: 'Points must be a number',
      tooPrecise: 'Points must be a whole number',
      tooLarge: `Points cannot be more than ${MAX_AWARD_TEXT}`,
    }),
  ),
  cash_earned: requiredWith(
    'Cash amount is required',
    amountField(2, {
      negative: 'Cash amount cannot be negative',
      notNumber: 'Cash amount must be a number',
      tooPrecise: 'Cash amount can have at most 2 decimal places',
      tooLarge: `Cash amount cannot be more than ${MAX_AWARD_TEXT}`,
    }),
  ),
};

const REJECTION = {
  reason: requiredWith('Please enter a reason for rejection', textField({ maxLength: REASON_MAX_LENGTH })),
};

/** `checkInput`, answering 400 with the first field error as the message too, since the app shows the message. */
function parseDecision<S extends Record<string, Rule<unknown>>>(schema: S, body: unknown) {
  const { values, errors } = checkInput(schema, body);
  const [first] = Object.values(errors);
  if (first) throw invalidInput(errors, first[0]);
  return values;
}

/** Whole points and cash in rupees (at most two decimals) awarded on approval. */
export const parseApproval = (body: unknown) => parseDecision(APPROVAL, body);

/** The reason of a rejection, trimmed. */
export const parseRejection = (body: unknown) => parseDecision(REJECTION, body);
