/**
 * What the programme owes its members now: their balances, and what pending requests hold, which
 * left the balances when requested and is owed until decided (counted beside them, never twice).
 */

/** The parts of what is owed: whole points, rupees. */
export interface LiabilityParts {
  points_outstanding: number;
  /** The members' cash balances summed, rupees. */
  cash_outstanding: number;
  /** The points pending voucher requests hold, already taken from the balances. */
  points_held: number;
  /** The amounts pending payout requests hold, already taken from the balances, rupees. */
  cash_held: number;
}

/** The liability as `GET programme/liability/` answers it. */
export interface Liability extends LiabilityParts {
  /** The rupee value of a point the total counts them at. */
  point_value: number;
  /** Rupees: every point, balances and held, at the point's value, plus every rupee of cash. */
  total: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Points' worth in rupees at the point's value (at most two decimals, so the sum is exact in paise). */
export const pointsWorth = (points: number, pointValue: number) => (points * toPaise(pointValue)) / 100;

/** The liability of its parts at the point's rupee value, summed in paise so no float error creeps in. */
export function liabilityOf(parts: LiabilityParts, pointValue: number): Liability {
  const paise =
    (parts.points_outstanding + parts.points_held) * toPaise(pointValue) +
    toPaise(parts.cash_outstanding) +
    toPaise(parts.cash_held);
  return { point_value: pointValue, ...parts, total: paise / 100 };
}
