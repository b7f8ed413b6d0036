import { describe, expect, it } from 'vitest';
import { whatIf, type WhatIfBill } from '@/contract/schemes/whatIf';
import { bill, context, royaleAt, scheme, version } from './schemeFixtures';

const pastBill = (member_id: number, units: number, invoice_date = '2026-10-20'): WhatIfBill => ({
  ...bill([['Royale 20 L', units]], { invoice_date }),
  member_id,
  member_name: `Member ${member_id}`,
});

describe('"What if" replays past bills with a scheme live', () => {
  it('adds up what the scheme alone would have given, its per-member cap weighed bill by bill, and ranks whom it paid', () => {
    const monsoon = scheme(9, 'Monsoon', version([royaleAt(100, 50)], { caps: { per_member: { points: 500 } } }));
    const replay = whatIf(monsoon, context([scheme(1, 'Base', version([royaleAt(10)]))]));
    [pastBill(1, 3), pastBill(2, 1), pastBill(1, 4), pastBill(3, 2, '2026-11-02')].forEach(replay.add);
    const result = replay.result();
    // Member 1: 300, then 400 cut to 200 by the cap of 500; member 2: 100; member 3's bill is after the period.
    expect(result).toMatchObject({ bills: 4, bills_paid: 3, points: 600, cash_paise: 400, cost_paise: 60_400 });
    expect(result.top_members).toEqual([
      { member_id: 1, member_name: 'Member 1', bills: 2, points: 500, cash_paise: 350, cost_paise: 50_350 },
      { member_id: 2, member_name: 'Member 2', bills: 1, points: 100, cash_paise: 50, cost_paise: 10_050 },
    ]);
    expect(result.in_place_of).toEqual({ points: 0, cash_paise: 0 });
  });

  it('stops at its budget and says what a best-of scheme it outdid would have given', () => {
    const festival = scheme(9, 'Festival', version([royaleAt(200)], { stacking: 'best_of', caps: { budget_paise: 50_000 } }));
    const monsoon = scheme(1, 'Monsoon', version([royaleAt(150)], { stacking: 'best_of' }));
    const replay = whatIf(festival, context([monsoon]));
    [pastBill(1, 2), pastBill(2, 2)].forEach(replay.add);
    // 400 points (₹400) then the ₹100 left buys 100 points; Monsoon's 300 + 300 counted no more.
    expect(replay.result()).toMatchObject({ points: 500, cost_paise: 50_000, in_place_of: { points: 600, cash_paise: 0 } });
  });
});
