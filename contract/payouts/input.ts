import { z } from 'zod';
import { id } from '../fields/ids';
import { amount } from '../fields/numbers';
import { pattern, text } from '../fields/text';

export const PAYOUT_WORDS = {
  noPayouts: 'Choose at least one payout, or all of them.',
  tooManyPayouts: 'A batch takes at most 10,000 payouts.',
  account: 'Enter the account number: 9 to 18 digits.',
  ifsc: 'Enter the IFSC: 4 letters, a 0 and 6 letters or digits (HDFC0001234).',
  rupees: 'Enter an amount in rupees, 0 or more, with at most two decimals.',
  threshold: 'Enter a whole number from 0 to 100.',
  instant: 'Enter a date and time (2025-06-15T10:00:00Z), or nothing.',
} as const;

/** The most payouts one batch takes. */
export const MAX_BATCH_PAYOUTS = 10_000;

/** A new batch: the payouts it gathers (their ids, or every payable one) and the bank's file format. */
export const newBatch = z.strictObject({
  payouts: z.union([
    z.literal('all'),
    z.array(id()).min(1, PAYOUT_WORDS.noPayouts).max(MAX_BATCH_PAYOUTS, PAYOUT_WORDS.tooManyPayouts),
  ]),
  format: text({ maxLength: 40 }),
});
export type NewBatch = z.infer<typeof newBatch>;

/** Why an owner keeps a held line in the release, or why a line is cancelled: said in words. */
export const lineReason = z.strictObject({ reason: text({ maxLength: 500 }) });

/** An account number: 9 to 18 digits, as Indian banks number accounts. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** An IFSC as RBI writes it: a bank's four letters, a 0, and its branch's six letters or digits. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const accountNumber = () => pattern(ACCOUNT_NUMBER, PAYOUT_WORDS.account);
export const ifsc = () => pattern(IFSC, PAYOUT_WORDS.ifsc, { upperCase: true });

/** Whether a line's account goes into the bank's file as it is: a number and IFSC of their shapes. */
export const writableAccount = (line: { account_number: string; ifsc: string }) =>
  ACCOUNT_NUMBER.test(line.account_number) && IFSC.test(line.ifsc);

/** A reopened payout's bank details, corrected before it goes into a later batch. */
export const payoutAccount = z.strictObject({
  account_holders_name: text({ maxLength: 100 }),
  account_number: accountNumber(),
  ifsc_code: ifsc(),
  bank_name: text({ maxLength: 100 }),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

const rupees = () =>
  amount(
    {
      notNumber: PAYOUT_WORDS.rupees,
      negative: PAYOUT_WORDS.rupees,
      tooPrecise: PAYOUT_WORDS.rupees,
      tooLarge: PAYOUT_WORDS.rupees,
    },
    { decimals: 2, max: 1e9 },
  );

/**
 * The payouts' settings: the limits that choose a line's mode (UPI and IMPS up to theirs, RTGS
 * from its), how close an account holder's name must be to the member's (0 to 100), and the
 * programme's account the batches pay from, and when the batches took over from paying by hand.
 */
export const payoutSettings = z.strictObject({
  upi_limit: rupees(),
  imps_limit: rupees(),
  rtgs_from: rupees(),
  name_match_threshold: amount(
    {
      notNumber: PAYOUT_WORDS.threshold,
      negative: PAYOUT_WORDS.threshold,
      tooPrecise: PAYOUT_WORDS.threshold,
      tooLarge: PAYOUT_WORDS.threshold,
    },
    { decimals: 0, max: 100 },
  ),
  debit_account_number: accountNumber(),
  debit_account_name: text({ maxLength: 100 }),
  debit_ifsc: ifsc(),
  /** Approved payouts decided before this instant were paid outside the batches: none of them is payable. */
  paid_outside_before: z.iso.datetime({ message: PAYOUT_WORDS.instant }).nullable(),
});
export type PayoutSettings = z.infer<typeof payoutSettings>;
