import { invalidInput } from '../errors';
import { amountField, checkInput, optional, textField, type Rule } from '../validation';

/** Above any real award, and low enough to keep every balance far inside the safe integers. */
const MAX_AWARD = 1_000_000_000;
const REASON_MAX_LENGTH = 500;

const fail = (error: string) => ({ ok: false, error }) as const;

/** `rule`, answering `message` when the value is missing or blank. */
const requiredWith =
  <T>(message: string, rule: Rule<T>): Rule<T> =>
  raw => {
    const outcome = optional(rule)(raw);
    return outcome.ok && outcome.value === undefined ? fail(message) : (outcome as ReturnType<Rule<T>>);
  };

const MAX_AWARD_TEXT = MAX_AWARD.toLocaleString('en-IN');

const APPROVAL = {
  points_earned: requiredWith(
    'Points are required',
    amountField(
      0,
      {
        negative: 'Points cannot be negative',
        notNumber: 'Points must be a number',
        tooPrecise: 'Points must be a whole number',
        tooLarge: `Points cannot be more than ${MAX_AWARD_TEXT}`,
      },
      { max: MAX_AWARD },
    ),
  ),
  cash_earned: requiredWith(
    'Cash amount is required',
    amountField(
      2,
      {
        negative: 'Cash amount cannot be negative',
        notNumber: 'Cash amount must be a number',
        tooPrecise: 'Cash amount can have at most 2 decimal places',
        tooLarge: `Cash amount cannot be more than ${MAX_AWARD_TEXT}`,
      },
      { max: MAX_AWARD },
    ),
  ),
};

const REJECTION = {
  reason: requiredWith(
    'Please enter a reason for rejection',
    textField({ maxLength: REASON_MAX_LENGTH, multiline: true }),
  ),
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
