import { z } from 'zod';
import { amount } from '../fields/numbers';
import { FOUR_EYES_SETTINGS } from '../team/fourEyes';

const RUPEES = 'Enter an amount in rupees, 0 or more, with at most two decimals.';
const PERCENT = 'Enter a rate from 0 to 100, with at most two decimals.';
const BILLS = 'Enter a whole number of bills, 0 or more (at most 1000).';
const MULTIPLE = 'Enter how many times the usual amount, from 1 to 1000, with at most two decimals.';
const DAYS = 'Enter a whole number of days, 0 or more (at most 3650).';
const POINTS = 'Enter a whole number of points, 0 or more (at most 1,000,000,000).';

const saying = (message: string) => ({ notNumber: message, negative: message, tooPrecise: message, tooLarge: message });
const rupees = () => amount(saying(RUPEES), { decimals: 2, max: 1e9 });
const percent = () => amount(saying(PERCENT), { decimals: 2, max: 100 });
const wholeNumber = (message: string, max: number) => amount(saying(message), { decimals: 0, max });
const multiple = () => amount(saying(MULTIPLE), { decimals: 2, max: 1000 }).refine(value => value >= 1, MULTIPLE);

/**
 * The programme's figures that law or policy set, which screens never hard-code: the rupee value
 * of a point, section 194R's threshold and rates, and the thresholds of the risk rules on bills
 * (contract/programme/risk.ts), and the four-eyes thresholds above which a decision needs a second
 * administrator (contract/team/fourEyes.ts). Stored by the reference server; a backend without them
 * has the defaults.
 */
export const programmeSettings = z.object({
  point_value: rupees(),
  tax_194r_threshold: rupees(),
  tax_194r_rate_with_pan: percent(),
  tax_194r_rate_without_pan: percent(),
  risk_amount_30_days: rupees(),
  risk_bills_per_day: wholeNumber(BILLS, 1000),
  risk_usual_multiple: multiple(),
  risk_days_after_joining: wholeNumber(DAYS, 3650),
  [FOUR_EYES_SETTINGS.payout]: rupees(),
  [FOUR_EYES_SETTINGS.billCash]: rupees(),
  [FOUR_EYES_SETTINGS.billPoints]: wholeNumber(POINTS, 1e9),
});

export type ProgrammeSettings = z.infer<typeof programmeSettings>;
