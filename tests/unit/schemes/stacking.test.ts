import { describe, expect, it } from 'vitest';
import { workOutEarnings } from '@/contract/schemes/earnings';
import type { SchemeRule } from '@/contract/schemes/scheme';
import { ASIAN, bill, context, royaleAt, scheme, version } from './schemeFixtures';

const perHundred: SchemeRule = { kind: 'per_hundred_rupees', points: 5 };
const asianAt: SchemeRule = { kind: 'per_unit', target: { brand: ASIAN }, points: 100, cash_paise: 2_000 };
const base = scheme(2, 'Base', version([perHundred]));
const royaleBill = bill([['Royale 20 L', 3]], { amount: '1250.75' });

describe('two schemes', () => {
  it('add up', () => {
    const monsoon = scheme(1, 'Monsoon', version([royaleAt(150)]));
    const earnings = workOutEarnings(royaleBill, context([monsoon, base]));
    expect(earnings.points).toBe(510); // 3 × 150 = 450, plus ₹1,250.75 = 12 whole hundreds × 5 = 60
    expect(earnings.lines).toMatchObject([
      { scheme_id: 1, kind: 'per_unit', units: 3, points_per_unit: 150, points: 450 },
      { scheme_id: 2, kind: 'per_hundred_rupees', hundreds: 12, points_per_hundred: 5, points: 60 },
    ]);
  });

  it('best of: only the best-of scheme giving the most points counts; adding ones still add', () => {
    const monsoon = scheme(1, 'Monsoon', version([royaleAt(150)], { stacking: 'best_of' }));
    const bonanza = scheme(3, 'Bonanza', version([asianAt], { stacking: 'best_of' }));
    const earnings = workOutEarnings(royaleBill, context([bonanza, monsoon, base]));
    expect(earnings.points).toBe(510); // Monsoon 3 × 150 = 450 beats Bonanza 3 × 100 = 300; plus Base 60
    expect(earnings.cash_paise).toBe(0); // Bonanza's 3 × 2,000 does not count
    expect(earnings.lines.find(line => line.scheme_id === 3)).toMatchObject({
      kind: 'outdone',
      would_give: { points: 300, cash_paise: 6_000 },
      outdone_by: { scheme_id: 1, scheme_name: 'Monsoon' },
      points: 0,
    });
  });

  it('best of: equal points go to more cash, then to the lowest id', () => {
    const withCash = scheme(5, 'With cash', version([royaleAt(100, 1)], { stacking: 'best_of' }));
    const earlier = scheme(3, 'Earlier', version([asianAt], { stacking: 'best_of' }));
    const later = scheme(4, 'Later', version([asianAt], { stacking: 'best_of' }));
    const ids = (schemes: Parameters<typeof context>[0]) =>
      workOutEarnings(royaleBill, context(schemes))
        .lines.filter(line => line.kind !== 'outdone')
        .map(line => line.scheme_id);
    expect(ids([later, earlier, withCash])).toEqual([3]); // 300 PTS each; 6,000 paise beats 3
    expect(ids([later, earlier])).toEqual([3]); // 300 PTS and 6,000 paise each; id 3 before 4
  });
});

describe('a multiplier', () => {
  const monsoon = scheme(1, 'Monsoon', version([{ ...asianAt, points: 150, cash_paise: 500 }]));
  const twoLines = bill(
    [
      ['Royale 20 L', 3],
      ['Apex 10 L', 3],
    ],
    { amount: '1250.75' },
  );

  it('doubles the points the other schemes earn on its brand, not the cash', () => {
    const diwali = scheme(4, 'Diwali', version([{ kind: 'multiplier', over: { brand: ASIAN }, hundredths: 200 }]));
    const earnings = workOutEarnings(twoLines, context([monsoon, base, diwali]));
    expect(earnings.points).toBe(1_860); // 6 × 150 = 900, Diwali × 2 adds 900, Base 12 × 5 = 60 (not the brand's)
    expect(earnings.cash_paise).toBe(3_000); // 6 × 500, not multiplied
    expect(earnings.lines.at(-1)).toMatchObject({ scheme_id: 4, kind: 'multiplier', covered_points: 900, points: 900 });
  });

  it('over the whole bill, rounding its extra down', () => {
    const festival = scheme(4, 'Festival', version([{ kind: 'multiplier', over: 'bill', hundredths: 133 }]));
    const earnings = workOutEarnings(twoLines, context([monsoon, base, festival]));
    expect(earnings.points).toBe(1_276); // 900 + 60 = 960; × 1.33 adds 960 × 33 / 100 = 316.8, down to 316
  });

  it('is limited by its own caps', () => {
    const diwali = scheme(
      4,
      'Diwali',
      version([{ kind: 'multiplier', over: { brand: ASIAN }, hundredths: 200 }], {
        caps: { per_bill: { points: 250 } },
      }),
    );
    expect(workOutEarnings(twoLines, context([monsoon, base, diwali])).points).toBe(1_210); // 900 + 60 + Diwali's 900 capped at 250
  });
});
