import type { Liability } from '@/contract/programme/liability';

// What the programme owes on the demo data (its seed is fixed: the server tests' clock and the
// browser tests' give the same figures). From the seed's ledger: approved bills credited 93,162
// points and ₹93,163.15; voucher requests took 9,450 points and rejections gave 2,250 back; payout
// requests took ₹22,210 and rejections gave ₹760 back. So:
//   points_outstanding  93,162 − 9,450 + 2,250           = 85,962
//   cash_outstanding    ₹93,163.15 − ₹22,210 + ₹760      = ₹71,713.15
//   points_held         five pending voucher requests: 300 + 1,000 + 250 + 500 + 1,500 = 3,550
//   cash_held           four pending payouts: ₹150 + ₹290 + ₹120 + ₹310            = ₹870
//   total               (85,962 + 3,550) × ₹1 + ₹71,713.15 + ₹870                    = ₹1,62,095.15
export const SEEDED: Liability = {
  point_value: 1,
  points_outstanding: 85962,
  cash_outstanding: 71713.15,
  points_held: 3550,
  cash_held: 870,
  total: 162095.15,
};
