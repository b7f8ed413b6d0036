import { describe, expect, it } from 'vitest';
import { areaEndpoints, createAppDataProvider } from '@/src/appDataProvider';
import { longestWaitingFirst, toApproval, timeOf, type Approval } from '@/dataProvider/approvalKinds';
import { composeEndpoints } from '@/dataProvider/composeEndpoints';
import { pendingLists } from '@/tests/pendingLists';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

const composed = composeEndpoints(areaEndpoints);
const kindSources = composed.kindSources();

/** One pending item of each kind, in the spec's shapes (edit requests have no date there). */
const lists: Record<string, unknown[]> = {
  'user/new-users/': [
    { id: 7, first_name: 'Kavya', last_name: 'DSouza', firm_name: 'Vishwakarma', date_joined: '2026-11-20T10:00:00Z' },
  ],
  'user/profile-update/requests/': [
    { id: 3, first_name: 'Swati', last_name: 'Mishra', email: 'swati@example.in', proposed_changes: {} },
  ],
  'user/email-update/requests/': [
    { id: 3, first_name: 'Pranav', last_name: 'Kumar', created_at: '2026-11-18T02:54:33.994Z' },
  ],
  'bill/approve-requests/': [
    {
      id: 29,
      user_name: 'Neha Pandey',
      amount: '174272.01',
      date_added: '2026-11-23T21:11:43.254Z',
      user_list: { id: 48, first_name: 'Neha', last_name: 'Pandey', phone: '9974010512', firm_name: 'Sai' },
    },
  ],
  'loyalty/voucher-requests/': [
    {
      id: 12,
      requested_on: '2026-11-23T17:06:30+05:30',
      user_details: { id: 31, first_name: 'Venkatesh', last_name: 'Kumar' },
      voucher_details: { offer_name: 'Decathlon', points_required: 1500 },
    },
  ],
  'loyalty/payment/pending/list/': [
    { id: 30, date: '2026-11-22T00:18:48.022Z', amount: 120, user_list: { first_name: 'Pranav', last_name: 'Kumar' } },
  ],
};

const oldestFirst = { pagination: { page: 1, perPage: 20 }, sort: longestWaitingFirst };

function setup(reply: (call: RecordedCall) => unknown = call => lists[call.path] ?? [], role?: string) {
  signInWith(makeToken(role ? { role } : {}));
  const server = fakeServer(call => ({ body: reply(call) }));
  return { server, dataProvider: createAppDataProvider() };
}

describe('the approvals inbox list', () => {
  it("counts what waits from the pending lists' totals, each list asked once", async () => {
    const { server, dataProvider } = setup();
    await expect(dataProvider.countPending()).resolves.toBe(6);
    expect(server.calls.map(call => call.path).sort()).toEqual(Object.keys(lists).sort());
  });

  it("asks only the lists of the kinds the signed-in administrator's role decides", async () => {
    const { server, dataProvider } = setup(undefined, 'finance');
    const { data, total } = await dataProvider.getList('approvals', oldestFirst);
    expect(total).toBe(3);
    expect(new Set(data.map(row => row.kind))).toEqual(new Set(['bill', 'voucherRequest', 'payout']));
    await expect(dataProvider.countPending()).resolves.toBe(3);
    await expect(dataProvider.ownApprovalKinds()).resolves.toEqual(['bill', 'voucherRequest', 'payout']);
    const asked = new Set(server.calls.map(call => call.path));
    expect(asked).toEqual(
      new Set(['bill/approve-requests/', 'loyalty/voucher-requests/', 'loyalty/payment/pending/list/']),
    );
    await expect(
      dataProvider.getList('approvals', { ...oldestFirst, filter: { kind: 'newUser' } }),
    ).resolves.toMatchObject({ data: [], total: 0 });
  });

  it('merges the six pending lists of the spec into one, oldest first, undated items last', async () => {
    const { server, dataProvider } = setup();
    const { data, total } = await dataProvider.getList<Approval>('approvals', { ...oldestFirst, filter: {} });
    expect(server.calls.map(call => call.path).sort()).toEqual(Object.keys(lists).sort());
    expect(total).toBe(6);
    expect(data.map(approval => approval.id)).toEqual([
      'emailEdit-3',
      'newUser-7',
      'payout-30',
      'voucherRequest-12',
      'bill-29',
      'profileEdit-3',
    ]);
    expect(data.find(approval => approval.kind === 'bill')).toMatchObject({
      itemId: 29,
      member: 'Neha Pandey',
      firm: 'Sai',
      phone: '9974010512',
      amount: '174272.01',
      submitted_at: Date.parse('2026-11-23T21:11:43.254Z'),
    });
    expect(data.find(approval => approval.kind === 'voucherRequest')).toMatchObject({
      member: 'Venkatesh Kumar',
      points: 1500,
      submitted_at: Date.parse('2026-11-23T11:36:30Z'),
    });
    expect(data.find(approval => approval.kind === 'profileEdit')?.submitted_at).toBeNull();
  });

  it('filters by kind and searches by member, from one fetch of the lists', async () => {
    const { server, dataProvider } = setup();
    const bills = await dataProvider.getList<Approval>('approvals', { ...oldestFirst, filter: { kind: 'bill' } });
    expect(bills.data.map(approval => approval.id)).toEqual(['bill-29']);
    const pranav = await dataProvider.getList<Approval>('approvals', { ...oldestFirst, filter: { q: 'pranav' } });
    expect(pranav.data.map(approval => approval.kind)).toEqual(['emailEdit', 'payout']);
    expect(server.calls).toHaveLength(6);
  });

  it('asks a paging backend only for what the page shows, each list oldest first', async () => {
    const bills = Array.from({ length: 150 }, (_, index) => ({
      id: index + 1,
      user_name: `Member ${index + 1}`,
      date_added: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }));
    const { server, dataProvider } = setup(call => {
      if (call.path !== 'bill/approve-requests/') return { count: 0, results: [] };
      // At most 100 a page, as DRF's max_page_size.
      const size = Math.min(Number(call.query.page_size), 100);
      const page = Number(call.query.page);
      return { count: bills.length, results: bills.slice((page - 1) * size, page * size) };
    });
    const billCalls = () => server.calls.filter(call => call.path === 'bill/approve-requests/').map(call => call.query);

    // The first page, and the counts by kind, come from each list's first page.
    const first = await dataProvider.getList<Approval>('approvals', { ...oldestFirst, filter: {} });
    expect(first.total).toBe(150);
    expect(first.data.map(approval => approval.itemId)).toEqual(bills.slice(0, 20).map(bill => bill.id));
    const counted = await dataProvider.getList('approvals', {
      pagination: { page: 1, perPage: 1 },
      sort: oldestFirst.sort,
      filter: { kind: 'bill' },
    });
    expect(counted.total).toBe(150);
    expect(server.calls).toHaveLength(6);
    expect(billCalls()).toEqual([{ page: '1', page_size: '20', ordering: 'date_added' }]);

    // Page 6 of every kind needs the first 120 of each list; one kind's page is asked as it is.
    server.calls.length = 0;
    const sixth = await dataProvider.getList<Approval>('approvals', {
      pagination: { page: 6, perPage: 20 },
      sort: oldestFirst.sort,
      filter: {},
    });
    expect(sixth.data.map(approval => approval.itemId)).toEqual(bills.slice(100, 120).map(bill => bill.id));
    expect(billCalls()).toEqual([
      { page: '1', page_size: '100', ordering: 'date_added' },
      { page: '2', page_size: '100', ordering: 'date_added' },
    ]);
    server.calls.length = 0;
    const newest = await dataProvider.getList<Approval>('approvals', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: '-submitted_at', order: 'ASC' },
      filter: { kind: 'bill', q: 'member' },
    });
    expect(newest.data[0].itemId).toBe(21);
    expect(billCalls()).toEqual([{ page: '2', page_size: '20', ordering: '-date_added', search: 'member' }]);
  });

  it('finds each kind in the list its area names as pending, and counts the pending resources once each', () => {
    expect(Object.fromEntries(Object.entries(kindSources).map(([kind, source]) => [kind, source.path]))).toEqual(
      pendingLists,
    );
    expect(composed.pendingResources).toEqual([
      'newUsers',
      'editRequests',
      'billRequests',
      'voucherRequests',
      'pendingPayments',
    ]);
  });

  it("keeps a bill's uploader name when it has no member record, and reads unreadable dates as none", () => {
    expect(toApproval('bill', kindSources.bill, { id: 1, user_name: 'Asha Rao', date_added: 'soon' })).toMatchObject({
      id: 'bill-1',
      member: 'Asha Rao',
      submitted_at: null,
    });
    expect(timeOf('2026-11-23')).toBe(Date.parse('2026-11-23'));
    expect(timeOf(undefined)).toBeNull();
    expect(timeOf({})).toBeNull();
  });
});
