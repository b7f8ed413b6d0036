import { beforeAll, describe, expect, it } from 'vitest';
import type { SchemeTerms } from '@/contract/schemes/input';
import {
  addBill,
  addCatalogue,
  addMember,
  committedMove,
  schemeServer,
  settledCommitted,
  type Who,
} from './schemeServer';

// What the live schemes have committed to the pending bills, hand-worked (the test clock: 15 June
// 2025 in India). Each case's schemes are for salesmen of one state of its own, so that no case's
// schemes reach another's bills, and each case reads how much its own bills add to the figure.

const server = schemeServer();
let catalogue: Awaited<ReturnType<typeof addCatalogue>>;
beforeAll(() => {
  catalogue = addCatalogue(server);
});

type Terms = Partial<SchemeTerms> & Pick<SchemeTerms, 'rules'>;

/** A scheme for salesmen of `state` through June 2025, drafted by the owner and approved by finance. */
async function liveScheme(name: string, state: number, terms: Terms): Promise<void> {
  const drafted = await server.call('owner', 'POST', 'schemes/', {
    name,
    terms: { starts_on: '2025-06-01', ends_on: '2025-06-30', user_types: ['salesman'], states: [state], ...terms },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const approved = await server.call('finance', 'POST', `schemes/${drafted.json().id}/approve/`, { version: 1 });
  expect(approved.statusCode, approved.body).toBe(200);
}

const committed = (who: Who = 'finance') => settledCommitted(server, who);

/** How much what `add` does raises the committed figures. */
const added = (add: () => Promise<unknown> | unknown) => committedMove(server, add);

const royale = (units: number): [string, number] => ['Royale 20 L', units];

const workedOutAlone = async (billId: number) =>
  (await server.call('finance', 'POST', 'schemes/work-out/', { bill_id: billId })).json().points as number;

describe('GET schemes/committed/', () => {
  it("counts the demo's four pending contractors' bills together: 124 + 598 + 125 + 550 PTS", async () => {
    // Each contractor's Aquaflow earnings stay under the cap of 500 per member (Ravi's two bills
    // give 0 and 50), so together they come to what each gives alone.
    expect(await committed()).toEqual({ points: 1_397, cash_paise: 0, bills: 4 });
  });

  it('holds a cap per member across two pending bills of the same member, in invoice-date order', async () => {
    await liveScheme('Royale club', 1, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 150, cash_paise: 0 }],
      caps: { per_member: { points: 1_000 } },
    });
    const member = addMember(server, 1);
    const bills: number[] = [];
    const rise = await added(() => {
      // Uploaded later but invoiced earlier: it is worked out first.
      bills.push(addBill(server, member, { rupees: 3_000, invoice: '2025-06-08', lines: [royale(3)] }));
      bills.push(addBill(server, member, { rupees: 5_000, invoice: '2025-06-04', lines: [royale(5)] }));
    });
    // Alone, 3 × 150 = 450 and 5 × 150 = 750: 1,200. Together, 750 first, then 1,000 − 750 = 250 left.
    expect(await Promise.all(bills.map(workedOutAlone))).toEqual([450, 750]);
    expect(rise).toEqual({ points: 1_000, cash_paise: 0, bills: 2 });
  });

  it('starts from the credits recorded so far, and a bill approved leaves the pending ones', async () => {
    await liveScheme('Royale club 2', 2, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 150, cash_paise: 0 }],
      caps: { per_member: { points: 1_000 } },
    });
    const member = addMember(server, 2);
    const first = addBill(server, member, { rupees: 5_000, invoice: '2025-06-05', lines: [royale(4)] });
    const approval = { points_earned: 600, cash_earned: 0 };
    // 4 × 150 = 600 credited, leaving 400 of the member's 1,000.
    const approved = await added(async () =>
      expect((await server.call('owner', 'PATCH', `bill/approve/${first}/`, approval)).statusCode).toBe(200),
    );
    expect(approved).toEqual({ points: -600, cash_paise: 0, bills: -1 });
    const second = await added(() =>
      addBill(server, member, { rupees: 6_000, invoice: '2025-06-09', lines: [royale(6)] }),
    );
    // 6 × 150 = 900, cut to the 400 left.
    expect(second).toEqual({ points: 400, cash_paise: 0, bills: 1 });
  });

  it("holds a scheme's budget across members, points and cash at the point's value", async () => {
    // 40 PTS (₹40 at ₹1 a point) and ₹10 a unit: ₹50 a unit, ₹300 of budget.
    await liveScheme('Royale cash', 3, {
      rules: [{ kind: 'per_unit', target: { product: catalogue.royale }, points: 40, cash_paise: 1_000 }],
      caps: { budget_paise: 30_000 },
    });
    const [first, second] = [addMember(server, 3), addMember(server, 3)];
    const rise = await added(() => {
      addBill(server, first, { rupees: 1_000, invoice: '2025-06-02', lines: [royale(4)] });
      addBill(server, second, { rupees: 1_000, invoice: '2025-06-03', lines: [royale(4)] });
    });
    // The first: 160 PTS and ₹40 (₹200). The second would cost ₹200 too, with ₹100 left: its whole
    // points first, 100 PTS, and no cash.
    expect(rise).toEqual({ points: 260, cash_paise: 4_000, bills: 2 });
  });

  it('answers the catalogue, which may list schemes, with the same figures', async () => {
    expect(await committed('catalogue')).toEqual(await committed('finance'));
  });
});
