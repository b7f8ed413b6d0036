import { describe, expect, it } from 'vitest';
import { liabilityOf, pointsWorth } from '@/contract/programme/liability';

const parts = { points_outstanding: 85962, cash_outstanding: 71713.15, points_held: 3550, cash_held: 870 };

describe('the liability', () => {
  it('counts every point, on balances and held, at the point’s value, plus every rupee of cash', () => {
    expect(liabilityOf(parts, 1)).toEqual({ point_value: 1, ...parts, total: 162095.15 });
    // (85,962 + 3,550) × ₹0.50 = ₹44,756, + ₹71,713.15 + ₹870
    expect(liabilityOf(parts, 0.5).total).toBe(117339.15);
    expect(liabilityOf(parts, 0).total).toBe(72583.15);
  });

  it('sums in paise, so no float error creeps into the rupees', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    const small = { points_outstanding: 3, cash_outstanding: 0.1, points_held: 0, cash_held: 0.2 };
    expect(liabilityOf(small, 0.07).total).toBe(0.51);
    expect(liabilityOf({ ...parts, points_outstanding: 0, points_held: 0 }, 1).total).toBe(72583.15);
  });

  it('gives points’ worth at the point’s value', () => {
    expect(pointsWorth(3550, 1)).toBe(3550);
    expect(pointsWorth(3550, 0.5)).toBe(1775);
    expect(pointsWorth(7, 0.07)).toBe(0.49);
    expect(pointsWorth(0, 2.5)).toBe(0);
  });
});
