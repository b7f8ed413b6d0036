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

describe('calls of payments', () => {
  it.each([
    ['payments', 'loyalty/payment/list/'],
    ['pendingPayments', 'loyalty/payment/pending/list/'],
  ])('%s: GET %s', async (resource, path) => {
    const { server, dataProvider, bearer } = setup(() => []);
    await dataProvider.getList(resource, everything);
    expect(server.calls.map(callOf)).toEqual([['GET', path, undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('GET loyalty/payment/retrieve/{id}/ with the bearer token', async () => {
    const { server, dataProvider, bearer } = setup(() => ({ id: 4 }));
    await dataProvider.getOne('payments', { id: 4 });
    expect(server.calls.map(callOf)).toEqual([['GET', 'loyalty/payment/retrieve/4/', undefined]]);
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);
  });

  it('POST loyalty/payment/approve/{id}/ and reject/{id}/ with empty bodies', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.approvePayment(8);
    await dataProvider.rejectPayment(9);
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'loyalty/payment/approve/8/', undefined],
      ['POST', 'loyalty/payment/reject/9/', undefined],
    ]);
  });

  it('GET the export as a blob', async () => {
    const { access } = signInWith(makeToken());
    const server = fakeServer(() => ({ body: 'xlsx-bytes' }));
    const dataProvider = createAppDataProvider();
    const payments = await dataProvider.exportPayments();
    expect(server.calls.map(call => [call.method, call.path])).toEqual([['GET', 'payment/payment/export/']]);
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
    expect(await payments.text()).toBe('"xlsx-bytes"');
  });

  it('a decision empties the list cache so the lists load again', async () => {
    const { server, dataProvider } = setup(call => (call.method === 'GET' ? [] : { message: 'ok' }));
    await dataProvider.getList('pendingPayments', everything);
    await dataProvider.approvePayment(8);
    await dataProvider.getList('pendingPayments', everything);
    expect(server.calls.filter(call => call.method === 'GET')).toHaveLength(2);
  });
});
