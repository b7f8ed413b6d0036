import { z } from 'zod';
import { amount } from '../fields/numbers';
import { choice, yesNo } from '../fields/choices';
import { text } from '../fields/text';
import { VERIFIERS } from './states';

export const KYC_WORDS = {
  threshold: 'Enter a whole number from 0 to 100.',
  checks: 'Enter a whole number of checks from 1 to 100.',
  minutes: 'Enter a whole number of minutes from 1 to 1440.',
  firstConfirms: 'You recorded this outcome: another administrator confirms it (four eyes).',
  nothingToConfirm: 'No manual outcome is waiting to be confirmed: record one first.',
  verifierDown: 'The verifier did not answer: nothing was recorded, try again later.',
} as const;

/** An administrator's outcome of looking at the card or the cheque beside the figures, with why. */
export const manualOutcome = z.strictObject({
  verified: yesNo(),
  reason: text({ maxLength: 500 }),
});
export type ManualOutcome = z.infer<typeof manualOutcome>;

const whole = (words: string, max: number, positive = false) =>
  amount({ notNumber: words, negative: words, tooPrecise: words, tooLarge: words }, { decimals: 0, max, positive });

/**
 * The KYC settings (the owner's): the verifier every check runs, how close a name must be to the
 * member's to count as theirs (0 to 100), and how many checks a member's KYC takes in a window.
 */
export const kycSettings = z.strictObject({
  verifier: choice(VERIFIERS),
  name_match_threshold: whole(KYC_WORDS.threshold, 100),
  checks_per_window: whole(KYC_WORDS.checks, 100, true),
  window_minutes: whole(KYC_WORDS.minutes, 1440, true),
});
export type KycSettings = z.infer<typeof kycSettings>;

/** The settings of a new programme: the demo's rules, names 80% alike, 5 checks in 10 minutes. */
export const DEFAULT_KYC_SETTINGS: KycSettings = {
  verifier: 'demo',
  name_match_threshold: 80,
  checks_per_window: 5,
  window_minutes: 10,
};
