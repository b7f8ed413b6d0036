import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fetchListTexts } from '@/dataProvider/listTexts';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '../fakes';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown }) {
  const { access } = signInWith(makeToken());
  return { server: fakeServer(reply), dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callsOf = (server: { calls: RecordedCall[] }) =>
  server.calls.map(call => [call.method, call.path, call.query, call.body]);

describe('the weekly movement calls', () => {
  it('GET programme/movement/ with the bearer', async () => {
    const movement = { point_value: 1, weeks: [], queue: [] };
    const { server, dataProvider, bearer } = setup(() => ({ body: movement }));
    expect(await dataProvider.getMovement()).toEqual(movement);
    expect(
      server.calls.map(call => [call.method, call.path, call.query, call.body, call.headers.Authorization]),
    ).toEqual([['GET', 'programme/movement/', {}, undefined, bearer]]);
  });

  it('fails with the 404 of a backend without it, and says its own message when the server gives none', async () => {
    await expect(
      setup(() => ({ status: 404, body: { detail: 'Not found.' } })).dataProvider.getMovement(),
    ).rejects.toMatchObject({ status: 404 });
    await expect(setup(() => ({ status: 500, body: {} })).dataProvider.getMovement()).rejects.toMatchObject({
      status: 500,
      message: 'app.programme.movement_failed',
    });
  });

  it("reads a whole list's answer as its text, unparsed, with the bearer given (as the worker does)", async () => {
    const bills = [{ id: 1, date_added: '2026-11-20T10:00:00Z' }];
    const server = fakeServer(() => ({ body: bills }));
    expect(await fetchListTexts('bill/list/all-bills/', 'the-token')).toEqual([JSON.stringify(bills)]);
    expect(server.calls.map(call => [call.method, call.path, call.query, call.headers.Authorization])).toEqual([
      ['GET', 'bill/list/all-bills/', { page_size: '1000' }, 'Bearer the-token'],
    ]);
  });

  it("reads every DRF page's text, the others asked after the first", async () => {
    const pageOf = (number: number) => ({
      count: 2500,
      results: Array.from({ length: number < 3 ? 1000 : 500 }, (_, index) => ({ id: (number - 1) * 1000 + index })),
    });
    const server = fakeServer(call => ({ body: pageOf(Number(call.query.page ?? 1)) }));
    const texts = await fetchListTexts('user/users/', 'the-token');
    expect(texts.map(text => JSON.parse(text).results.length)).toEqual([1000, 1000, 500]);
    expect(callsOf(server)).toEqual([
      ['GET', 'user/users/', { page_size: '1000' }, undefined],
      ['GET', 'user/users/', { page: '2', page_size: '1000' }, undefined],
      ['GET', 'user/users/', { page: '3', page_size: '1000' }, undefined],
    ]);
  });

  it('fails with the status and the body the server sent', async () => {
    fakeServer(() => ({ status: 403, body: { detail: 'No.' } }));
    await expect(fetchListTexts('user/users/', null)).rejects.toMatchObject({ status: 403, body: '{"detail":"No."}' });
  });

  it('names where each kind of pending item is listed, and the field of its date', async () => {
    const { dataProvider } = setup(() => ({}));
    expect(await dataProvider.pendingListPaths()).toEqual([
      { kind: 'newUser', path: 'user/new-users/', dateField: 'date_joined' },
      { kind: 'profileEdit', path: 'user/profile-update/requests/', dateField: 'created_at' },
      { kind: 'emailEdit', path: 'user/email-update/requests/', dateField: 'created_at' },
      { kind: 'bill', path: 'bill/approve-requests/', dateField: 'date_added' },
      { kind: 'voucherRequest', path: 'loyalty/voucher-requests/', dateField: 'requested_on' },
      { kind: 'payout', path: 'loyalty/payment/pending/list/', dateField: 'date' },
    ]);
    expect(await dataProvider.listPaths(['bills', 'users'])).toEqual(['bill/list/all-bills/', 'user/users/']);
  });
});
