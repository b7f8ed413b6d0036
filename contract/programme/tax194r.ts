import { financialYearBounds } from './financialYear';
import type { ProgrammeSettings } from './settings';

/**
 * Section 194R: benefits worth more than a threshold in a financial year bear tax deducted at source,
 * at a higher rate without a PAN on record. The admin computes and shows it; it deducts nothing.
 */

/** What a member was credited by approved bills in a year: points, and cash in rupees. */
export interface Benefits {
  points: number;
  cash: number;
}

/** Where a member stands against the threshold: over it, within 10% below it, or under. */
export type TaxBand = 'over' | 'near' | 'under';

/** Rupees as whole paise and percent as whole hundredths, in which the figures are compared and multiplied exactly. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The least value, in paise, near a threshold of `thresholdPaise`: 90% of it, rounded up to a paisa. */
export const nearFloorPaise = (thresholdPaise: number) => Math.ceil((thresholdPaise * 9) / 10);

/** The benefits' worth in rupees: points at the point's rupee value, plus cash. */
export const benefitValue = ({ points, cash }: Benefits, pointValue: number) =>
  (points * toPaise(pointValue) + toPaise(cash)) / 100;

export function taxBand(value: number, threshold: number): TaxBand {
  const [valuePaise, thresholdPaise] = [toPaise(value), toPaise(threshold)];
  if (valuePaise > thresholdPaise) return 'over';
  return valuePaise >= nearFloorPaise(thresholdPaise) ? 'near' : 'under';
}

/** The rate, in percent, for a member with or without a PAN on record. */
export const taxRate = (hasPan: boolean, settings: ProgrammeSettings) =>
  hasPan ? settings.tax_194r_rate_with_pan : settings.tax_194r_rate_without_pan;

/** The tax at `rate` percent on the whole value once the threshold is crossed, to the nearest paisa; none below it. */
export const taxDue = (value: number, threshold: number, rate: number) =>
  toPaise(value) > toPaise(threshold) ? Math.round((toPaise(value) * toPaise(rate)) / 10_000) / 100 : 0;

/** A line of the spec's transaction history: `GET loyalty/admin/users/transactions/history/{id}/`. */
export interface HistoryLine {
  date?: unknown;
  type?: unknown;
  amount?: unknown;
}

/**
 * The benefits a member's history credits in a financial year: its `points_earned` and
 * `cash_earned` lines, which approved bills credit. Refunds and reversals give nothing new.
 */
export function benefitsInYear(history: readonly HistoryLine[], year: number): Benefits {
  const { start, end } = financialYearBounds(year);
  const sums = { points: 0, paise: 0 };
  for (const line of history) {
    const at = new Date(String(line.date));
    const amount = Number(line.amount);
    if (Number.isNaN(at.getTime()) || at < start || at >= end || !Number.isFinite(amount)) continue;
    if (line.type === 'points_earned') sums.points += amount;
    if (line.type === 'cash_earned') sums.paise += toPaise(amount);
  }
  return { points: sums.points, cash: sums.paise / 100 };
}
