import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

const everything = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

function setup(reply: (call: RecordedCall) => unknown = () => []) {
  const { access } = signInWith(makeToken());
  const server = fakeServer(call => ({ body: reply(call) }));
  return { server, dataProvider: createAppDataProvider(), bearer: `Bearer ${access}` };
}

const callOf = (call: RecordedCall) => [call.method, call.path, call.body];
const multipartOf = (calls: RecordedCall[]) => calls.map(call => call.multipart);

describe('calls of the dashboard tables and lookups', () => {
  it.each([
    ['newUsers', 'user/new-users/'],
    ['voucherRequests', 'loyalty/voucher-requests/'],
    ['billRequests', 'bill/approve-requests/'],
    ['pendingPayments', 'loyalty/payment/pending/list/'],
    ['brands', 'product/brand/list/'],
    ['categories', 'product/category/list/'],
    ['roles', 'main/role/list/'],
    ['firmTypes', 'user/firm-type-choices/'],
    ['userTypes', 'user/user-type-choices/'],
    ['countries', 'main/countries/'],
    ['users', 'user/users/'],
    ['salesmen', 'user/directory/list/salesman/'],
    ['architects', 'user/directory/list/architect/'],
  ])('%s: GET %s with the bearer token', async (resource, path) => {
    const { server, dataProvider, bearer } = setup();
    await dataProvider.getList(resource, everything);
    expect(server.calls.map(callOf)).toEqual([['GET', path, undefined]]);
    expect(server.calls[0].headers.Authorization).toBe(bearer);
  });

  it('gives choice lists an id from their key', async () => {
    const { dataProvider } = setup(() => [{ key: 'proprietorship', value: 'Proprietorship' }]);
    const { data } = await dataProvider.getList('firmTypes', everything);
    expect(data).toEqual([{ id: 'proprietorship', key: 'proprietorship', value: 'Proprietorship' }]);
  });

  it('GET main/states/{countryId}/', async () => {
    const { server, dataProvider } = setup(() => [{ id: 1, name: 'Goa' }]);
    await expect(dataProvider.getStates(1)).resolves.toEqual([{ id: 1, name: 'Goa' }]);
    expect(server.calls.map(callOf)).toEqual([['GET', 'main/states/1/', undefined]]);
  });
});

describe('calls of the users area', () => {
  it('GET user/retrieve/{id}/ for a user and for a new user', async () => {
    const { server, dataProvider } = setup(() => ({ id: 4 }));
    await dataProvider.getOne('users', { id: 4 });
    await dataProvider.getOne('newUsers', { id: 5 });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'user/retrieve/4/', undefined],
      ['GET', 'user/retrieve/5/', undefined],
    ]);
  });

  it('DELETE user/user/delete/{id}/ to delete a user or reject a new one', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'User has been deleted.' }));
    await dataProvider.delete('users', { id: 4 });
    await dataProvider.delete('newUsers', { id: 5 });
    expect(server.calls.map(callOf)).toEqual([
      ['DELETE', 'user/user/delete/4/', undefined],
      ['DELETE', 'user/user/delete/5/', undefined],
    ]);
  });

  it('POST user/verify/{id}/ with the role id', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'User verified successfully' }));
    await dataProvider.verifyUser(9, 1);
    expect(server.calls.map(callOf)).toEqual([['POST', 'user/verify/9/', { role: 1 }]]);
    expect(multipartOf(server.calls)).toEqual([false]);
  });

  it('POST user/user/admin/create/ as multipart with the files', async () => {
    const { server, dataProvider } = setup(() => ({ id: 70 }));
    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    await dataProvider.create('users', {
      data: { first_name: 'Asha', last_name: 'Rao', pan_card_number: 'ABCDE1234F', photo },
    });
    const [call] = server.calls;
    expect([call.method, call.path, call.multipart]).toEqual(['POST', 'user/user/admin/create/', true]);
    expect(call.headers['Content-Type']).toBeUndefined();
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({ first_name: 'Asha', last_name: 'Rao', pan_card_number: 'ABCDE1234F' });
    expect(body.photo).toBeInstanceOf(File);
    expect((body.photo as File).name).toBe('photo.jpg');
  });

  it('PUT user/user/update/{id}/ as multipart, with or without a new image', async () => {
    const { server, dataProvider } = setup(() => ({ id: 70 }));
    await dataProvider.update('users', { id: 70, data: { firm_name: 'Rao Tiles' }, previousData: { id: 70 } });
    const pan_card = new File(['png'], 'pan.png', { type: 'image/png' });
    await dataProvider.update('users', { id: 70, data: { firm_name: '', pan_card }, previousData: { id: 70 } });
    expect(server.calls.map(callOf)).toEqual([
      ['PUT', 'user/user/update/70/', { firm_name: 'Rao Tiles' }],
      ['PUT', 'user/user/update/70/', { firm_name: '', pan_card: expect.any(File) }],
    ]);
    expect(multipartOf(server.calls)).toEqual([true, true]);
    expect(server.calls.map(call => call.headers['Content-Type'])).toEqual([undefined, undefined]);
    expect((server.calls[1].body as { pan_card: File }).pan_card.name).toBe('pan.png');
  });

  it('merges profile and email edit requests, tagged with their request type', async () => {
    const { server, dataProvider } = setup(call =>
      call.path === 'user/profile-update/requests/'
        ? [{ id: 1, first_name: 'Asha', created_at: '2026-11-01' }]
        : [{ id: 1, first_name: 'Ravi', created_at: '2026-11-02' }],
    );
    const { data } = await dataProvider.getList('editRequests', {
      ...everything,
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(server.calls.map(callOf)).toEqual([
      ['GET', 'user/profile-update/requests/', undefined],
      ['GET', 'user/email-update/requests/', undefined],
    ]);
    expect(data.map(request => [request.id, request.requestType, request.requestId])).toEqual([
      ['email-1', 'Email Update', 1],
      ['profile-1', 'Profile Update', 1],
    ]);
  });

  it.each([
    ['profile', 'allow', 'user/profile-update/allowed/3/'],
    ['profile', 'reject', 'user/profile-update/rejected/3/'],
    ['email', 'allow', 'user/email-update/allow/3/'],
    ['email', 'reject', 'user/email-update/reject/3/'],
  ] as const)('%s %s: POST %s with an empty body', async (kind, decision, path) => {
    const { server, dataProvider } = setup(() => ({ message: 'ok' }));
    await dataProvider.decideEditRequest(kind, 3, decision);
    expect(server.calls.map(callOf)).toEqual([['POST', path, undefined]]);
    expect(multipartOf(server.calls)).toEqual([false]);
  });
});

describe('calls of the directory', () => {
  it('GET user/directory/retrieve/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ id: 2 }));
    await dataProvider.getOne('architects', { id: 2 });
    expect(server.calls.map(callOf)).toEqual([['GET', 'user/directory/retrieve/2/', undefined]]);
  });

  it('POST user/directory/ with names, contact, referral code and type as JSON', async () => {
    const { server, dataProvider } = setup(() => ({ id: 9 }));
    const data = {
      first_name: 'Kiran',
      last_name: 'Patil',
      email: 'k@p.in',
      phone: '9876543210',
      referral_code: 'PS123456',
      user_type: 'flexible_salesperson',
    };
    await dataProvider.create('salesmen', { data });
    expect(server.calls.map(callOf)).toEqual([['POST', 'user/directory/', data]]);
    expect(multipartOf(server.calls)).toEqual([false]);
    expect(server.calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('PUT user/directory/update/{id}/ without the referral code, and uses the answer', async () => {
    const { server, dataProvider } = setup(() => ({ id: 9, first_name: 'Kiran', referral_count: 4 }));
    const data = {
      first_name: 'Kiran',
      last_name: 'Patil',
      email: 'k@p.in',
      phone: '9876543210',
      user_type: 'architect',
    };
    const { data: saved } = await dataProvider.update('architects', { id: 9, data, previousData: { id: 9 } });
    expect(server.calls.map(callOf)).toEqual([['PUT', 'user/directory/update/9/', data]]);
    expect(multipartOf(server.calls)).toEqual([false]);
    expect(saved.referral_count).toBe(4);
  });

  it('DELETE user/directory/delete/{id}/', async () => {
    const { server, dataProvider } = setup(() => ({ message: 'Directory has been deleted.' }));
    await dataProvider.delete('salesmen', { id: 9 });
    expect(server.calls.map(callOf)).toEqual([['DELETE', 'user/directory/delete/9/', undefined]]);
  });
});
