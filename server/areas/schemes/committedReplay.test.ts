import { beforeAll, describe, expect, it } from 'vitest';
import type { Committed } from '@/contract/programme/committed';
import { totalOf } from '@/contract/schemes/breakdown';
import { workOutEarnings } from '@/contract/schemes/earnings';
import type { SchemeMember } from '@/contract/schemes/inForce';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import type { Award, Scheme } from '@/contract/schemes/scheme';
import { createRng } from '@/server/db/seed/random';
import { addBill, addCatalogue, addMember, schemeServer, settledCommitted } from './schemeServer';

// The figure kept equals a replay of the pending bills written out here, bill by bill with the
// contract's workOutEarnings over every live scheme, from the credits recorded: the demo's bills and
// schemes, and random bills of members of state 31 under schemes with caps per bill, per member
// and budgets, best-of stacking and a multiplier (the test clock: 15 June 2025 in India).

const server = schemeServer();
const rng = createRng(31);
let catalogue: ReturnType<typeof addCatalogue>;
beforeAll(() => {
  catalogue = addCatalogue(server);
});

async function liveScheme(name: string, terms: object) {
  const drafted = await server.call('owner', 'POST', 'schemes/', {
    name,
    terms: { starts_on: '2025-06-01', ends_on: '2025-06-30', user_types: ['salesman'], states: [31], ...terms },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const approved = await server.call('finance', 'POST', `schemes/${drafted.json().id}/approve/`, { version: 1 });
  expect(approved.statusCode, approved.body).toBe(200);
}

const plus = (a: Award | undefined, b: Award): Award => totalOf([a ?? { points: 0, cash_paise: 0 }, b]);

/** Every pending bill, oldest invoice first, worked out in turn from what was credited and the bills before it. */
async function replayedBillByBill(): Promise<Committed> {
  const live = (await server.call('finance', 'GET', 'schemes/live/')).json() as {
    schemes: Scheme[];
    point_value_paise: number;
  };
  const products = server.read<SchemeProduct>(
    'SELECT id, name, brand_id AS brand, category_id AS category FROM products',
  );
  const earned = new Map<number, Record<number, Award>>();
  const spent: Record<number, number> = {};
  const credit = (member: number, scheme: number, award: Award) => {
    const ofMember = earned.get(member) ?? {};
    ofMember[scheme] = plus(ofMember[scheme], award);
    earned.set(member, ofMember);
    spent[scheme] = (spent[scheme] ?? 0) + award.points * live.point_value_paise + award.cash_paise;
  };
  for (const { user_id, scheme_id, ...award } of server.read<{ user_id: number; scheme_id: number } & Award>(
    'SELECT user_id, scheme_id, points, cash_paise FROM scheme_credits',
  ))
    credit(user_id, scheme_id, award);
  const pending = server.read<
    { id: number; user_id: number; amount_paise: number; invoice_date: string } & SchemeMember
  >(
    `SELECT b.id, b.user_id, u.user_type, u.firm_type, u.state_id AS state, b.amount_paise, b.invoice_date
     FROM bills b JOIN users u ON u.id = b.user_id WHERE b.status = 'pending' ORDER BY b.invoice_date, b.id`,
  );
  const figures: Committed = { points: 0, cash_paise: 0, bills: 0 };
  for (const bill of pending) {
    const earnings = workOutEarnings(
      {
        amount: bill.amount_paise / 100,
        invoice_date: bill.invoice_date,
        user_list: { user_type: bill.user_type, firm_type: bill.firm_type, state: bill.state },
        bill_products: server.read(
          'SELECT product_name, quantity FROM bill_products WHERE bill_id = ? ORDER BY id',
          bill.id,
        ),
      },
      {
        catalogue: products,
        schemes: live.schemes,
        earned_by_member: earned.get(bill.user_id) ?? {},
        spent_paise: spent,
        point_value_paise: live.point_value_paise,
      },
    );
    for (const line of earnings.lines) credit(bill.user_id, line.scheme_id, line);
    figures.points += earnings.points;
    figures.cash_paise += earnings.cash_paise;
    if (earnings.points !== 0 || earnings.cash_paise !== 0) figures.bills += 1;
  }
  return figures;
}

describe('the committed figure kept', () => {
  it('equals a replay of every pending bill, one at a time, from the credits recorded', async () => {
    const { royale, brand, interior } = catalogue;
    await liveScheme('Royale per unit, capped per member', {
      rules: [{ kind: 'per_unit', target: { product: royale }, points: 40, cash_paise: 500 }],
      caps: { per_member: { points: 600, cash_paise: 4_000 } },
    });
    await liveScheme('Interior, best of', {
      stacking: 'best_of',
      rules: [{ kind: 'per_unit', target: { category: interior }, points: 25, cash_paise: 0 }],
    });
    await liveScheme('Per ₹100, best of, capped per bill', {
      stacking: 'best_of',
      rules: [{ kind: 'per_hundred_rupees', points: 3 }],
      caps: { per_bill: { points: 120 } },
    });
    await liveScheme('Brand double, on a budget', {
      rules: [{ kind: 'multiplier', over: { brand }, hundredths: 200 }],
      caps: { budget_paise: 150_000 },
    });
    const members = Array.from({ length: 6 }, () => addMember(server, 31));
    const names = ['Royale 20 L', 'Apex 10 L', 'Primer 4 L', 'royale 20 l ', 'Nobody sells this'];
    const bills = Array.from({ length: 60 }, () =>
      addBill(server, rng.pick(members), {
        rupees: rng.int(1, 400) * 25,
        invoice: `2025-06-${String(rng.int(1, 30)).padStart(2, '0')}`,
        lines: Array.from({ length: rng.int(0, 3) }, (): [string, number] => [rng.pick(names), rng.int(1, 9)]),
      }),
    );
    // A few approved with the schemes' own figures, so that the replay starts from credits.
    for (const bill of bills.slice(0, 5)) {
      const { points, cash_paise } = (
        await server.call('finance', 'POST', 'schemes/work-out/', { bill_id: bill })
      ).json();
      const approval = { points_earned: points, cash_earned: cash_paise / 100 };
      const approved = await server.call('owner', 'PATCH', `bill/approve/${bill}/`, approval);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const figures = await settledCommitted(server);
    expect(figures.bills).toBeGreaterThan(20);
    expect(figures).toEqual(await replayedBillByBill());
  });
});
