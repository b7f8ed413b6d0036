import { describe, expect, it } from 'vitest';
import { workOutEarnings } from '@/contract/schemes/earnings';
import type { SchemeCaps } from '@/contract/schemes/scheme';
import { bill, context, royaleAt, scheme, version } from './schemeFixtures';

const capped = (caps: SchemeCaps, points = 150, cashPaise = 0) =>
  scheme(1, 'Monsoon', version([royaleAt(points, cashPaise)], { caps }));

describe('a cap reached in the middle of a bill', () => {
  it('gives the member what is left under the per-member cap', () => {
    const earnings = workOutEarnings(
      bill([['Royale 20 L', 6]]),
      context([capped({ per_member: { points: 1000 } })], { earned_by_member: { 1: { points: 800, cash_paise: 0 } } }),
    );
    expect(earnings.points).toBe(200); // 6 × 150 = 900, but 1000 − 800 = 200 left
    expect(earnings.lines[1]).toMatchObject({
      kind: 'cap',
      cap: 'per_member',
      allowed: { points: 200 },
      of: { points: 900 },
      points: -700, // 200 − 900
    });
  });

  it('cuts per bill, then per member, points and cash each on its own', () => {
    const earnings = workOutEarnings(
      bill([['Royale 20 L', 6]]),
      context([capped({ per_bill: { points: 500, cash_paise: 50_000 }, per_member: { points: 1000 } }, 150, 10_000)], {
        earned_by_member: { 1: { points: 800, cash_paise: 0 } },
      }),
    );
    expect(earnings.points).toBe(200); // 6 × 150 = 900, per bill 500, then 1000 − 800 = 200 left
    expect(earnings.cash_paise).toBe(50_000); // 6 × ₹100 = ₹600, per bill ₹500; no cash cap per member
    expect(earnings.lines.map(line => line.kind === 'cap' && line.cap)).toEqual([false, 'per_bill', 'per_member']);
    expect(earnings.lines.reduce((sum, line) => sum + line.points, 0)).toBe(200); // 900 − 400 − 300: the lines sum to the figures
  });
});

describe('a budget used up', () => {
  // Budget ₹1,000 = 100,000 paise; a point is worth 50 paise.
  const budgeted = (spentPaise: number, cashPaise = 0) =>
    context([capped({ budget_paise: 100_000 }, 150, cashPaise)], {
      spent_paise: { 1: spentPaise },
      point_value_paise: 50,
    });

  it('partly: pays the points what is left buys', () => {
    const earnings = workOutEarnings(bill([['Royale 20 L', 6]]), budgeted(90_000));
    expect(earnings.points).toBe(200); // 6 × 150 = 900, but 10,000 paise left ÷ 50 = 200
    expect(earnings.lines[1]).toMatchObject({ cap: 'budget', allowed: { points: 200 }, of: { points: 900 } });
  });

  it('partly: pays the points first, then the cash with the rest', () => {
    const earnings = workOutEarnings(bill([['Royale 20 L', 3]]), budgeted(75_000, 1_000));
    expect(earnings.points).toBe(450); // 3 × 150 = 450, worth 22,500 of the 25,000 paise left
    expect(earnings.cash_paise).toBe(2_500); // 3 × 1,000 = 3,000, but 25,000 − 22,500 = 2,500 left
  });

  it('wholly: pays nothing', () => {
    const earnings = workOutEarnings(bill([['Royale 20 L', 6]]), budgeted(100_000));
    expect(earnings.points).toBe(0); // 100,000 − 100,000 = 0 left
    expect(earnings.lines[1]).toMatchObject({ cap: 'budget', allowed: { points: 0 }, points: -900 });
  });
});
