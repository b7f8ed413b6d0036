import { indianGrouping } from '../india/grouping';
import type { KycState } from '../kyc/states';
import { ACCOUNT_NUMBER } from './input';
import { nameSimilarity } from './names';
import type { LineProblem } from './records';

/**
 * What can be wrong with a batch's line, by code: whether it holds the line out of the release
 * (`blocking`) until its payout's details are fixed or an owner keeps it, and its words.
 */
export const PROBLEM_CODES = [
  'ifsc_unknown',
  'account_number',
  'holder_empty',
  'holder_too_long',
  'name_mismatch',
  'shared_account',
  'recent_duplicate',
  'pan_not_verified',
  'account_not_verified',
  'tax_194r',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export const BLOCKING: Record<ProblemCode, boolean> = {
  ifsc_unknown: true,
  account_number: true,
  holder_empty: true,
  holder_too_long: true,
  name_mismatch: true,
  shared_account: true,
  recent_duplicate: true,
  pan_not_verified: true,
  account_not_verified: true,
  tax_194r: false,
};

/** What the server knows of a line beyond its own fields, for its problems. */
export interface LineFacts {
  account_holder: string;
  account_number: string;
  ifsc: string;
  /** Whether the IFSC is a branch in RBI's list (the `ifsc` package's, on the server). */
  ifsc_known: boolean;
  member_name: string;
  /** The bank file format's longest account holder's name. */
  max_holder_name: number;
  /** How alike the holder's and the member's names must be, 0 to 100 (a setting). */
  name_match_threshold: number;
  /** Other members paid to the same account this financial year, or gathered to it in the same batch. */
  shared_with: string[];
  /** When a payout of the same member and amount was paid in the last 7 days (ISO), if one was. */
  paid_same_recently: string | null;
  /** The member's section 194R position this financial year. */
  tax_194r: { benefits: number; threshold: number; higher_rate: boolean };
  /** The member's KYC: whether a PAN is on record, and the states of their PAN and payout account; null where no area keeps KYC. */
  kyc: { pan_present: boolean; pan: KycState; account: KycState } | null;
}

/** A KYC state in the words a held line gives its reason in. */
const KYC_STATE_WORDS: Record<KycState, string> = {
  unchecked: 'not checked',
  verified: 'verified',
  name_differs: 'the name differs',
  inoperative: 'inoperative',
  invalid: 'invalid',
  failed: 'the penny drop failed',
  awaiting_confirmation: 'awaiting a second administrator',
};

const rupees = (value: number) => `₹${indianGrouping(value, Number.isInteger(value) ? 0 : 2)}`;

const problem = (code: ProblemCode, words: string): LineProblem => ({ code, words, blocking: BLOCKING[code] });

/** The problems of a line, in the order of PROBLEM_CODES; none when all is well. */
export function lineProblems(facts: LineFacts): LineProblem[] {
  const found: LineProblem[] = [];
  const holder = facts.account_holder.trim();
  if (!facts.ifsc_known) found.push(problem('ifsc_unknown', `The IFSC ${facts.ifsc} is not a branch in RBI's list.`));
  if (!ACCOUNT_NUMBER.test(facts.account_number)) {
    found.push(problem('account_number', 'The account number is not 9 to 18 digits.'));
  }
  if (holder === '') found.push(problem('holder_empty', "The account holder's name is empty."));
  else if (holder.length > facts.max_holder_name) {
    found.push(
      problem(
        'holder_too_long',
        `The account holder's name is longer than the ${facts.max_holder_name} characters the bank's file takes.`,
      ),
    );
  }
  if (holder !== '') {
    const score = nameSimilarity(holder, facts.member_name);
    if (score < facts.name_match_threshold) {
      found.push(
        problem(
          'name_mismatch',
          `The account holder "${holder}" is far from the member's name "${facts.member_name}" (${score} of 100, at least ${facts.name_match_threshold} needed).`,
        ),
      );
    }
  }
  if (facts.shared_with.length > 0) {
    found.push(
      problem(
        'shared_account',
        `The same account is paid to another member this financial year or in this batch: ${facts.shared_with.join(', ')}.`,
      ),
    );
  }
  if (facts.paid_same_recently !== null) {
    found.push(
      problem(
        'recent_duplicate',
        `A payout of the same amount to this member was paid on ${facts.paid_same_recently.slice(0, 10)}, within the last 7 days.`,
      ),
    );
  }
  if (facts.kyc && facts.kyc.pan !== 'verified') {
    const words = facts.kyc.pan_present
      ? `PAN not verified (${KYC_STATE_WORDS[facts.kyc.pan]}).`
      : 'PAN not verified (none on record).';
    found.push(problem('pan_not_verified', words));
  }
  if (facts.kyc && facts.kyc.account !== 'verified') {
    found.push(problem('account_not_verified', `Payout account not verified (${KYC_STATE_WORDS[facts.kyc.account]}).`));
  }
  const { benefits, threshold, higher_rate } = facts.tax_194r;
  if (benefits > threshold || higher_rate) {
    const over =
      benefits > threshold
        ? `over the section 194R threshold of ${rupees(threshold)}`
        : 'under the section 194R threshold';
    const noPan = facts.kyc?.pan_present ? `the PAN is ${KYC_STATE_WORDS[facts.kyc.pan]}` : 'no PAN on record';
    const rate = higher_rate ? `; ${noPan}, so the higher rate applies` : '';
    found.push(problem('tax_194r', `Benefits this financial year: ${rupees(benefits)}, ${over}${rate}.`));
  }
  return found;
}
