import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

function setup(reply: (call: RecordedCall) => unknown = () => ({ id: 5 })) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => ({ status: call.method === 'POST' ? 201 : 200, body: reply(call) }));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];

describe('calls of vouchers', () => {
  it.each([
    ['vouchers', 'loyalty/voucher/list/'],
    ['voucherRequests', 'loyalty/voucher-requests/'],
    ['loyaltyBalances', 'loyalty/loyalty-balance/all-users/'],
  ])('%s: GET %s with the bearer token', async (resource, path) => {
    const { server, dataProvider, bearer } = setup(() => []);
    await dataProvider.getList(resource, everything);
    expect(server.calls.map(callOf)).toEqual([['GET', path, undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('keys loyalty balances by their user', async () => {
    const { dataProvider } = setup(() => [{ user: { id: 7 }, balance_points: 40 }]);
    const { data } = await dataProvider.getList('loyaltyBalances', everything);
    expect(data[0]).toMatchObject({ id: 7, balance_points: 40 });
  });

  it('GET loyalty/voucher/retrieve/{id} (no trailing slash, as the spec writes it) with the bearer token', async () => {
    const { server, dataProvider, bearer } = setup();
    await dataProvider.getOne('vouchers', { id: 5 });
    expect(server.calls.map(callOf)).toEqual([['GET', 'loyalty/voucher/retrieve/5', undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('GET loyalty/voucher/codes/{id}/ and loyalty/voucher/request/detail/{id}/', async () => {
    const { server, dataProvider } = setup(call => (call.path.includes('codes') ? [] : { id: 3 }));
    await dataProvider.getVoucherCodes(5);
    await dataProvider.getOne('voucherRequests', { id: 3 });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'loyalty/voucher/codes/5/', undefined],
      ['GET', 'loyalty/voucher/request/detail/3/', undefined],
    ]);
  });

  it('POST loyalty/voucher/ as JSON with the codes as objects', async () => {
    const { server, dataProvider } = setup();
    const data = {
      offer_name: 'Amazon Pay ₹500',
      company_name: 'Amazon',
      validity: '2027-03-31',
      points_required: 500,
      description: 'A gift card',
      redeem_instruction: 'Open the app\nAdd the code',
      codes: [{ code: 'AMZ-1' }, { code: 'AMZ-2' }],
      is_scheme: false,
    };
    await dataProvider.create('vouchers', { data });
    expect(server.calls.map(callOf)).toEqual([['POST', 'loyalty/voucher/', data]]);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('PUT loyalty/voucher/update/{id}/ as JSON, or multipart with a new logo', async () => {
    const { server, dataProvider } = setup();
    const data = {
      offer_name: 'Swiggy ₹250',
      voucher_code: 'SWG',
      points_required: 250,
      validity: '2027-01-01',
      company_name: 'Swiggy',
      description: 'd',
      redeem_instruction: 'r',
      is_scheme: true,
      status: 'active',
    };
    await dataProvider.update('vouchers', { id: 5, data, previousData: { id: 5 } });
    const logo = new File(['jpeg'], 'logo.jpg', { type: 'image/jpeg' });
    await dataProvider.updateVoucherImages(5, { company_logo: logo });
    expect(callOf(server.calls[0])).toEqual(['PUT', 'loyalty/voucher/update/5/', data]);
    expect([server.calls[1].method, server.calls[1].path]).toEqual(['PUT', 'loyalty/voucher/update/5/']);
    expect((server.calls[1].body as Record<string, File>).company_logo.name).toBe('logo.jpg');
  });

  it('PATCH loyalty/voucher/delete/{id}/ to delete softly', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'Voucher deleted successfully' }));
    await dataProvider.delete('vouchers', { id: 5 });
    expect(server.calls.map(callOf)).toEqual([['PATCH', 'loyalty/voucher/delete/5/', undefined]]);
  });

  it('POST the approve and reject of a request with empty bodies', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'ok' }));
    await dataProvider.approveVoucherRequest(3);
    await dataProvider.rejectVoucherRequest(4);
    expect(server.calls.map(callOf)).toEqual([
      ['POST', 'loyalty/voucher-request/3/approve/', undefined],
      ['POST', 'loyalty/voucher-request/4/reject/', undefined],
    ]);
  });

  it('POST loyalty/voucher/import/ as multipart with the file field', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'Imported 3 vouchers.', imported: 3 }));
    const file = new File(['xlsx'], 'vouchers.xlsx');
    await expect(dataProvider.importVouchers(file)).resolves.toEqual({ message: 'Imported 3 vouchers.', imported: 3 });
    expect([server.calls[0].method, server.calls[0].path]).toEqual(['POST', 'loyalty/voucher/import/']);
    expect((server.calls[0].body as Record<string, File>).file.name).toBe('vouchers.xlsx');
  });
});
