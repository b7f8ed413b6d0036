import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { settings } from './fixtures/payoutFixtures';

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } = () => ({ body: { id: 5 } })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(reply);
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];
const emptyPage = { count: 0, next: null, previous: null, results: [] };
const account = {
  account_holders_name: 'Asha Rao',
  account_number: '123456789012',
  ifsc_code: 'HDFC0001234',
  bank_name: 'HDFC Bank',
};

describe('calls of payouts', () => {
  it('GET payouts/batches/ newest first, a page at a time, with the bearer token; GET payouts/batches/{id}/', async () => {
    const { server, dataProvider, bearer } = setup(call => ({
      body: call.path === 'payouts/batches/' ? emptyPage : { id: 5 },
    }));
    await dataProvider.getList('payouts', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    await dataProvider.getOne('payouts', { id: 5 });
    expect(server.calls.map(call => [call.method, call.path, call.query])).toEqual([
      ['GET', 'payouts/batches/', { page: '1', page_size: '20', ordering: '-created_at' }],
      ['GET', 'payouts/batches/5/', {}],
    ]);
    expect(server.calls.every(call => call.headers.Authorization === bearer)).toBe(true);
  });

  it('GET payouts/payable/ with the search and the reopened filter, each payout known by its id', async () => {
    const payable = { payout: 41, member: { id: 3, name: 'Asha Rao' }, amount: 500, reopened: true };
    const { server, dataProvider } = setup(() => ({
      body: { count: 1, next: null, previous: null, results: [payable] },
    }));
    const { data } = await dataProvider.getList('payablePayouts', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'approved_at', order: 'ASC' },
      filter: { q: 'asha', reopened: 'true' },
    });
    expect(data).toEqual([{ ...payable, id: 41 }]);
    expect(server.calls.map(call => [call.method, call.path])).toEqual(
      server.calls.map(() => ['GET', 'payouts/payable/']),
    );
    expect(server.calls.map(call => call.query)).toContainEqual(
      expect.objectContaining({ page: '1', search: 'asha', reopened: 'true', ordering: 'approved_at' }),
    );
  });

  it('GET payouts/formats/', async () => {
    const formats = [{ name: 'plain_csv', label: 'Plain CSV', modes: ['NEFT'], max_holder_name: 35 }];
    const { server, dataProvider } = setup(() => ({ body: formats }));
    expect(await dataProvider.getPayoutFormats()).toEqual(formats);
    expect(server.calls.map(callOf)).toEqual([['GET', 'payouts/formats/', undefined]]);
  });

  it('POST payouts/batches/ with the payouts chosen, or all of them, and the format', async () => {
    const { server, dataProvider } = setup(() => ({ status: 201, body: { id: 5 } }));
    await dataProvider.createPayoutBatch({ payouts: [41, 42], format: 'plain_csv' });
    await dataProvider.createPayoutBatch({ payouts: 'all', format: 'hdfc_enet' });
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'payouts/batches/', { payouts: [41, 42], format: 'plain_csv' }],
      ['POST', 'payouts/batches/', { payouts: 'all', format: 'hdfc_enet' }],
    ]);
  });

  it("fails a batch with the server's message when another batch took a payout", async () => {
    const message = 'Payout 41 is already in batch 4.';
    const { dataProvider } = setup(() => ({ status: 409, body: { detail: message } }));
    await expect(dataProvider.createPayoutBatch({ payouts: [41], format: 'plain_csv' })).rejects.toMatchObject({
      status: 409,
      message,
    });
  });

  it('DELETE a draft, POST its release, GET its file as a blob', async () => {
    const { server, dataProvider } = setup(call =>
      call.method === 'DELETE'
        ? { status: 204 }
        : call.path.endsWith('file/')
          ? { body: 'reference,amount' }
          : { body: { id: 5 } },
    );
    await dataProvider.discardPayoutBatch(5);
    await dataProvider.releasePayoutBatch(5);
    const file = await dataProvider.downloadPayoutFile(5);
    expect(server.calls.map(callOf)).toEqual([
      ['DELETE', 'payouts/batches/5/', undefined],
      ['POST', 'payouts/batches/5/release/', undefined],
      ['GET', 'payouts/batches/5/file/', undefined],
    ]);
    expect(await file.text()).toBe('"reference,amount"');
  });

  it("POST the bank's answer as a multipart file, to preview it and then with apply=true to apply it", async () => {
    const { server, dataProvider } = setup(() => ({ body: { file_sha256: 'ab', applied: false, rows: [] } }));
    const answer = new File(['reference,status,utr,reason\n'], 'answer.csv', { type: 'text/csv' });
    await dataProvider.previewPayoutAnswer(5, answer);
    await dataProvider.applyPayoutAnswer(5, answer);
    expect(
      server.calls.map(call => [call.method, call.path, call.multipart, Object.keys(call.body as object)]),
    ).toEqual([
      ['POST', 'payouts/batches/5/answers/', true, ['file']],
      ['POST', 'payouts/batches/5/answers/', true, ['file', 'apply']],
    ]);
    expect((server.calls[1].body as Record<string, unknown>).apply).toBe('true');
    expect(((server.calls[0].body as Record<string, unknown>).file as File).name).toBe('answer.csv');
  });

  it("POST a held line's keep and a failed line's cancel, each with its reason", async () => {
    const { server, dataProvider } = setup();
    await dataProvider.keepPayoutLine(9, 'Checked with the member by phone');
    await dataProvider.cancelPayoutLine(10, 'Account closed');
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'payouts/lines/9/keep/', { reason: 'Checked with the member by phone' }],
      ['POST', 'payouts/lines/10/cancel/', { reason: 'Account closed' }],
    ]);
  });

  it("PUT a reopened payout's corrected bank details", async () => {
    const { server, dataProvider } = setup(call => ({ body: call.body }));
    await dataProvider.correctPayoutAccount(41, account);
    expect(server.calls.map(callOf)).toEqual([['PUT', 'payouts/payable/41/account/', account]]);
  });

  it('GET payouts/settings/, and PUT them as numbers and text', async () => {
    const { server, dataProvider } = setup(call => ({ body: call.body ?? settings }));
    expect(await dataProvider.getPayoutSettings()).toEqual(settings);
    await dataProvider.updatePayoutSettings({ ...settings, upi_limit: 50000 });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'payouts/settings/', undefined],
      ['PUT', 'payouts/settings/', { ...settings, upi_limit: 50000 }],
    ]);
  });
});
