import { z } from 'zod';
import { amount } from './fields/numbers';
import { text } from './fields/text';

/** Above any real award, and low enough to keep every balance far inside the safe integers. */
const MAX_AWARD = 1_000_000_000;
const MAX_AWARD_TEXT = MAX_AWARD.toLocaleString('en-IN');

/** Approving a bill: whole points and cash in rupees (at most two decimals) awarded to its member. */
export const billApproval = z.object({
  points_earned: amount(
    {
      missing: 'Points are required',
      notNumber: 'Points must be a number',
      negative: 'Points cannot be negative',
      tooPrecise: 'Points must be a whole number',
      tooLarge: `Points cannot be more than ${MAX_AWARD_TEXT}`,
    },
    { decimals: 0, max: MAX_AWARD },
  ),
  cash_earned: amount(
    {
      missing: 'Cash amount is required',
      notNumber: 'Cash amount must be a number',
      negative: 'Cash amount cannot be negative',
      tooPrecise: 'Cash amount can have at most 2 decimal places',
      tooLarge: `Cash amount cannot be more than ${MAX_AWARD_TEXT}`,
    },
    { decimals: 2, max: MAX_AWARD },
  ),
});

/** Rejecting a bill: the reason, trimmed. */
export const billRejection = z.object({
  reason: text({ maxLength: 500, multiline: true, required: 'Please enter a reason for rejection' }),
});
