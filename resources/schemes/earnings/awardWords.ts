import type { Award } from '@/contract/schemes/scheme';
import { indianGrouping } from '@/contract/india/grouping';
import { formatNumber } from '@/src/lib/format';

const twoDecimals = (rupees: number) => indianGrouping(rupees, 2);

/** Paise as rupees with the rupee sign, Indian grouping and two decimals: ₹1,234.50. */
export const rupeesOfPaise = (paise: number) =>
  paise < 0 ? `-₹${twoDecimals(-paise / 100)}` : `₹${twoDecimals(paise / 100)}`;

/** Points as the app writes them: 1,200 PTS. */
export const pointsText = (points: number) => `${formatNumber(points)} PTS`;

/** An award in words: "450 PTS", "₹15.00", or "450 PTS + ₹15.00"; nothing is "0 PTS". */
export function awardText({ points, cash_paise }: Award) {
  if (cash_paise === 0) return pointsText(points);
  if (points === 0) return rupeesOfPaise(cash_paise);
  return `${pointsText(points)} + ${rupeesOfPaise(cash_paise)}`;
}

/** A factor of hundredths as people write it: 200 is "2", 150 is "1.5". */
export const factorText = (hundredths: number) => String(hundredths / 100);
