import { z } from 'zod';
import { amount } from '../fields/numbers';

const RUPEES = 'Enter an amount in rupees, 0 or more, with at most two decimals.';
const PERCENT = 'Enter a rate from 0 to 100, with at most two decimals.';

const saying = (message: string) => ({ notNumber: message, negative: message, tooPrecise: message, tooLarge: message });
const rupees = () => amount(saying(RUPEES), { decimals: 2, max: 1e9 });
const percent = () => amount(saying(PERCENT), { decimals: 2, max: 100 });

/**
 * The programme's figures that law or policy set, which screens never hard-code: the rupee value
 * of a point, and section 194R's threshold and rates. Stored by the reference server; a backend
 * without them has the defaults.
 */
export const programmeSettings = z.object({
  point_value: rupees(),
  tax_194r_threshold: rupees(),
  tax_194r_rate_with_pan: percent(),
  tax_194r_rate_without_pan: percent(),
});

export type ProgrammeSettings = z.infer<typeof programmeSettings>;

/** Section 194R as of the financial year 2026-27: INR 20,000 a year; 10%, or 20% without a PAN. */
export const defaultProgrammeSettings: ProgrammeSettings = {
  point_value: 1,
  tax_194r_threshold: 20000,
  tax_194r_rate_with_pan: 10,
  tax_194r_rate_without_pan: 20,
};
