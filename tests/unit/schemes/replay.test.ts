import { describe, expect, it } from 'vitest';
import { replayBills } from '@/contract/schemes/replay';
import { bill, context, royaleAt, scheme, version } from './schemeFixtures';

describe('bills worked out one after another', () => {
  it("carry each member's earnings and each scheme's spend from what was credited before to the next bill", () => {
    const monsoon = scheme(
      1,
      'Monsoon',
      version([royaleAt(100)], { caps: { per_member: { points: 500 }, budget_paise: 100_000 } }),
    );
    const { schemes, ...rest } = context([monsoon]);
    const workOut = replayBills(
      { ...rest, schemes },
      { earnedBy: member => (member === 7 ? { 1: { points: 100, cash_paise: 0 } } : {}), spent_paise: { 1: 80_000 } },
    );
    const points = [
      workOut(bill([['Royale 20 L', 3]]), 7),
      workOut(bill([['Royale 20 L', 3]]), 7),
      workOut(bill([['Royale 20 L', 3]]), 8),
    ].map(earnings => earnings.points);
    // ₹200 of budget left buys 200 points: member 7 gets them (300 cut to 200; the cap of 500 leaves 400),
    // then nothing is left for member 7's second bill or member 8's.
    expect(points).toEqual([200, 0, 0]);
  });

  it('caps each member on their own', () => {
    const monsoon = scheme(1, 'Monsoon', version([royaleAt(100)], { caps: { per_member: { points: 400 } } }));
    const workOut = replayBills(context([monsoon]));
    expect([7, 7, 8].map(member => workOut(bill([['Royale 20 L', 3]]), member).points)).toEqual([300, 100, 300]);
  });
});
