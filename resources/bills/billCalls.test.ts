import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

function setup(reply: (call: RecordedCall) => unknown = () => ({ message: 'ok' })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => ({ body: reply(call) }));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];

describe('calls of bills', () => {
  it.each([
    ['bills', 'bill/list/all-bills/'],
    ['billRequests', 'bill/approve-requests/'],
  ])('%s: GET %s', async (resource, path) => {
    const { server, dataProvider, bearer } = setup(() => []);
    await dataProvider.getList(resource, everything);
    expect(server.calls.map(callOf)).toEqual([['GET', path, undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('GET bill/retrieve/{id}/ with the bearer token', async () => {
    const { server, dataProvider, bearer } = setup(() => ({ id: 3 }));
    await dataProvider.getOne('bills', { id: 3 });
    expect(server.calls.map(callOf)).toEqual([['GET', 'bill/retrieve/3/', undefined]]);
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);
  });

  it('PATCH bill/approve/{id}/ with points_earned and cash_earned', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.approveBill(3, { points_earned: 120, cash_earned: 450.5 });
    expect(server.calls.map(callOf)).toEqual([
      ['PATCH', 'bill/approve/3/', { points_earned: 120, cash_earned: 450.5 }],
    ]);
  });

  it('PATCH bill/reject/{id}/ with the reason', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.rejectBill(3, 'Invoice is not legible');
    expect(server.calls.map(callOf)).toEqual([['PATCH', 'bill/reject/3/', { reason: 'Invoice is not legible' }]]);
  });

  it('GET the export as a blob', async () => {
    const { access } = signInWith(makeToken());
    const server = fakeServer(() => ({ body: 'xlsx-bytes' }));
    const dataProvider = createAppDataProvider();
    const bills = await dataProvider.exportBills();
    expect(server.calls.map(call => [call.method, call.path])).toEqual([['GET', 'bill/bill/export/']]);
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
    expect(await bills.text()).toBe('"xlsx-bytes"');
  });
});
