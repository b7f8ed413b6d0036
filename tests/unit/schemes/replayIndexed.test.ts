import { describe, expect, it } from 'vitest';
import { totalOf } from '@/contract/schemes/breakdown';
import { workOutEarnings, type Earnings, type SchemeBill } from '@/contract/schemes/earnings';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import { replayBills } from '@/contract/schemes/replay';
import type { Award, ProductTarget, Scheme, SchemeRule, SchemeVersion } from '@/contract/schemes/scheme';
import { createRng } from '@/server/db/seed/random';
import { bill as royaleBill, context, royaleAt, scheme, version as october } from './schemeFixtures';

const rng = createRng(42);
const some = <T>(items: readonly T[]) => items.filter(() => rng.chance(0.3));
const day = (from: number, to: number) => `2026-10-${String(rng.int(from, to)).padStart(2, '0')}`;

const catalogue: SchemeProduct[] = Array.from({ length: 40 }, (_, at) => ({
  id: at + 1,
  name: `Product ${at + 1}`,
  brand: 100 + (at % 5),
  category: 200 + (at % 8),
}));

const target = (): ProductTarget =>
  rng.pick<ProductTarget>([{ product: rng.int(1, 40) }, { brand: rng.int(100, 104) }, { category: rng.int(200, 207) }]);

const rule = (): SchemeRule =>
  rng.pick<() => SchemeRule>([
    () => ({ kind: 'per_unit', target: target(), points: rng.int(1, 50), cash_paise: rng.int(0, 1) * rng.int(1, 500) }),
    // Cash only, or (as the contract's types allow, not the form) nothing at all.
    () => ({ kind: 'per_unit', target: target(), points: 0, cash_paise: rng.int(0, 1) * rng.int(1, 500) }),
    () => ({ kind: 'per_hundred_rupees', points: rng.int(1, 5) }),
    () => ({ kind: 'multiplier', over: rng.chance(0.3) ? 'bill' : target(), hundredths: rng.int(101, 1000) }),
  ])();

const limit = () => ({ points: rng.chance(0.7) ? rng.int(1, 2_000) : undefined, cash_paise: rng.int(1, 5_000) });

const version = (number: number): SchemeVersion => {
  const starts = rng.int(1, 20);
  return {
    version: number,
    valid_from: day(1, 25),
    starts_on: day(1, starts),
    ends_on: day(starts, 31),
    user_types: some(['dealer', 'contractor']),
    firm_types: some(['proprietorship', 'company']),
    states: some([1, 2, '3']),
    stacking: rng.chance(0.4) ? 'best_of' : 'adds',
    rules: Array.from({ length: rng.int(1, 6) }, rule),
    caps: {
      per_bill: rng.chance(0.3) ? limit() : undefined,
      per_member: rng.chance(0.3) ? limit() : undefined,
      budget_paise: rng.chance(0.3) ? rng.int(1, 500_000) : undefined,
    },
  };
};

const schemes: Scheme[] = Array.from({ length: 40 }, (_, at) => ({
  id: 1 + ((at * 7) % 40),
  name: `Scheme ${at}`,
  versions: Array.from({ length: rng.int(1, 3) }, (_, number) => version(number + 1)),
}));

const members = Array.from({ length: 8 }, () => ({
  user_type: rng.pick(['dealer', 'contractor', null]),
  firm_type: rng.pick(['proprietorship', 'company', undefined]),
  state: rng.pick([1, 2, 3, null]),
}));

const bills = Array.from({ length: 600 }, () => {
  const member = rng.int(0, members.length - 1);
  const bill: SchemeBill = {
    amount: (rng.int(0, 500_000) / 100).toFixed(2),
    invoice_date: rng.chance(0.02) ? 'not a day' : day(1, 31),
    user_list: members[member],
    bill_products: Array.from({ length: rng.int(0, 4) }, () => ({
      product_name: rng.chance(0.1) ? 'Nobody sells this' : `product ${rng.int(1, 40)}`,
      quantity: rng.chance(0.1) ? '2.5' : rng.int(0, 12),
    })),
  };
  return { bill, member };
}).sort((a, b) => a.bill.invoice_date.localeCompare(b.bill.invoice_date));

const plus = (a: Award | undefined, b: Award): Award => totalOf([a ?? { points: 0, cash_paise: 0 }, b]);

/** Each bill worked out by workOutEarnings with what the bills before it credited, scheme by scheme. */
function billByBill(spentBefore: Record<number, number>): Earnings[] {
  const earned: Array<Record<number, Award>> = members.map(() => ({}));
  const spent = { ...spentBefore };
  return bills.map(({ bill, member }) => {
    const earnings = workOutEarnings(bill, {
      catalogue,
      schemes,
      earned_by_member: earned[member],
      spent_paise: spent,
      point_value_paise: 40,
    });
    for (const { id } of schemes) {
      const lines = earnings.lines.filter(line => line.scheme_id === id);
      if (lines.length === 0) continue;
      const award = totalOf(lines);
      earned[member][id] = plus(earned[member][id], award);
      spent[id] = (spent[id] ?? 0) + award.points * 40 + award.cash_paise;
    }
    return earnings;
  });
}

describe('a replay finds each bill’s schemes by day and target', () => {
  it('works every bill out as workOutEarnings does bill by bill, over random schemes and bills', () => {
    const spentBefore = { 1: 300_000, 8: 120_000 };
    const replay = replayBills({ catalogue, schemes, point_value_paise: 40 }, { spent_paise: spentBefore });
    const replayed = bills.map(({ bill, member }) => replay(bill, member));
    const expected = billByBill(spentBefore);
    expect(expected.filter(earnings => earnings.lines.length > 0).length).toBeGreaterThan(bills.length / 2);
    expect(new Set(expected.flatMap(earnings => earnings.lines.map(line => line.kind)))).toEqual(
      new Set(['per_unit', 'per_hundred_rupees', 'multiplier', 'outdone', 'cap']),
    );
    expect(replayed).toEqual(expected);
  });

  it('keeps a best-of scheme with a multiplier among the best-of ones where it multiplies nothing', () => {
    // Booster (the lower id) is the best of two giving nothing, so Zero's line of 0 PTS is not counted.
    const booster = scheme(
      1,
      'Booster',
      october([{ kind: 'multiplier', over: { brand: 20 }, hundredths: 200 }], { stacking: 'best_of' }),
    );
    const zero = scheme(2, 'Zero', october([royaleAt(0)], { stacking: 'best_of' }));
    const bill = royaleBill([['Royale 20 L', 3]]);
    const replay = replayBills(context([booster, zero]));
    expect(replay(bill, 1)).toEqual(workOutEarnings(bill, context([booster, zero])));
    expect(replay(bill, 1).lines).toEqual([]);
  });
});
