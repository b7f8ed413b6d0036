import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';

const DAY = 86_400_000;
const time = (days: number) => new Date(Date.parse('2025-06-01T06:00:00.000Z') + days * DAY).toISOString();
/** A bill as the spec's backend answers it: no risk fields, no member join date. */
const specBill = (id: number, member: number, amount: number, days: number, status = 'pending') => ({
  id,
  user: member,
  user_name: `Member ${member}`,
  user_list: { id: member, first_name: 'Member', last_name: String(member) },
  invoice_number: `INV-${id}`,
  amount,
  status,
  date_added: time(days),
});

const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'date_added', order: 'DESC' as const } };
const idsOf = (data: { id: unknown }[]) => data.map(bill => bill.id);

describe('the bill lists’ flagged filter on a backend answering whole arrays', () => {
  it('works the rules out over the held bills when the backend answers no risk_reasons', async () => {
    // Member 1: ₹1,50,000 then ₹60,000 ten days later (₹2,10,000 in 30 days). Member 2: four bills one day, then one
    // over 5 times the usual. Member 3: quiet.
    const bills = [
      specBill(1, 1, 150000, 0, 'approved'),
      specBill(2, 1, 60000, 10),
      specBill(3, 2, 1000, 20.01, 'approved'),
      specBill(4, 2, 1000, 20.02, 'approved'),
      specBill(5, 2, 1000, 20.03, 'approved'),
      specBill(6, 2, 1000, 20.04),
      specBill(7, 2, 5001, 25),
      specBill(8, 3, 5000, 25),
    ];
    signInWith(makeToken());
    const server = fakeServer(call =>
      call.path === 'bill/list/all-bills/'
        ? { body: bills }
        : { body: bills.filter(bill => bill.status === 'pending') },
    );
    const dataProvider = createAppDataProvider();
    const flagged = await dataProvider.getList('bills', { ...page, filter: { flagged: 'true' } });
    expect(idsOf(flagged.data)).toEqual([7, 6, 2]);
    expect(flagged.total).toBe(3);
    const unflagged = await dataProvider.getList('bills', { ...page, filter: { flagged: 'false' } });
    expect(idsOf(unflagged.data)).toEqual([8, 5, 4, 3, 1]);

    // The pending list alone would miss member 2's earlier bills: the held bills of every status count.
    const pending = await dataProvider.getList('billRequests', { ...page, filter: { flagged: 'true' } });
    expect(idsOf(pending.data)).toEqual([7, 6, 2]);
    // Whole arrays: the filter was never sent.
    expect(server.calls.every(call => !('flagged' in call.query))).toBe(true);
  });

  it("keeps the backend's own risk_reasons when it answers them", async () => {
    const bills = [
      { ...specBill(1, 1, 10, 0), risk_reasons: ['new_member'] },
      { ...specBill(2, 1, 250000, 1), risk_reasons: [] },
    ];
    signInWith(makeToken());
    fakeServer(() => ({ body: bills }));
    const dataProvider = createAppDataProvider();
    const flagged = await dataProvider.getList('billRequests', { ...page, filter: { flagged: 'true' } });
    expect(idsOf(flagged.data)).toEqual([1]);
  });
});
