import type { ProgrammeSettings } from './settings';

// Apart from the settings' schema, so that what needs only the defaults (the data provider's
// Flagged filter, in the first load) does not load zod.

/**
 * Section 194R as of the financial year 2026-27: INR 20,000 a year; 10%, or 20% without a PAN.
 * A bill is flagged past ₹2,00,000 of a member's bills in 30 days, more than 3 bills a day, more
 * than 5 times the member's usual bill, or within 7 days of the member joining. A second approval
 * (four eyes) is needed above a ₹25,000 payout, or a bill crediting above ₹10,000 or 10,000 points.
 */
export const defaultProgrammeSettings: ProgrammeSettings = {
  point_value: 1,
  tax_194r_threshold: 20000,
  tax_194r_rate_with_pan: 10,
  tax_194r_rate_without_pan: 20,
  risk_amount_30_days: 200000,
  risk_bills_per_day: 3,
  risk_usual_multiple: 5,
  risk_days_after_joining: 7,
  four_eyes_payout: 25000,
  four_eyes_bill_cash: 10000,
  four_eyes_bill_points: 10000,
};
