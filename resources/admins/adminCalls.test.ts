import { beforeEach, describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';

let access: string;
beforeEach(() => {
  ({ access } = signInWith(makeToken()));
});

const admin = {
  id: 9,
  email: 'meera@loyalty.test',
  first_name: 'Meera',
  last_name: 'Iyer',
  role: 'finance',
  status: 'invited',
  last_login_at: null,
  invited_at: '2026-11-20T10:00:00Z',
  invitation_expires_at: '2026-11-22T10:00:00Z',
};

const sent = (call: RecordedCall) => [call.method, call.path, call.body, call.headers.Authorization];

describe('the team of administrators: the list and each named call', () => {
  it('GET team/admins/ once, and searches, sorts and pages the whole array in the browser', async () => {
    const owner = { ...admin, id: 1, email: 'admin@loyalty.test', first_name: 'Asha', last_name: 'Rao', role: 'owner' };
    const server = fakeServer(() => ({ body: [admin, owner] }));
    const dataProvider = createAppDataProvider();
    const all = await dataProvider.getList('admins', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'first_name,last_name', order: 'ASC' },
      filter: {},
    });
    expect(all).toMatchObject({ total: 2, data: [{ id: 1 }, { id: 9 }] });
    const found = await dataProvider.getList('admins', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'first_name,last_name', order: 'ASC' },
      filter: { q: 'meera iyer' },
    });
    expect(found.data.map(record => record.id)).toEqual([9]);
    expect(server.calls.map(sent)).toEqual([['GET', 'team/admins/', undefined, `Bearer ${access}`]]);
  });

  it('POST team/admins/invite/ with email, first_name, role (last_name when given), then asks the list again', async () => {
    const server = fakeServer(call => ({
      status: call.method === 'POST' ? 201 : 200,
      body: call.method === 'POST' ? admin : [],
    }));
    const dataProvider = createAppDataProvider();
    const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await dataProvider.getList('admins', params);
    await expect(
      dataProvider.inviteAdmin({
        email: 'meera@loyalty.test',
        first_name: 'Meera',
        last_name: 'Iyer',
        role: 'finance',
      }),
    ).resolves.toEqual(admin);
    await dataProvider.inviteAdmin({
      email: 'ravi@loyalty.test',
      first_name: 'Ravi',
      last_name: '  ',
      role: 'support',
    });
    await dataProvider.getList('admins', params);
    expect(server.calls.map(sent)).toEqual([
      ['GET', 'team/admins/', undefined, `Bearer ${access}`],
      [
        'POST',
        'team/admins/invite/',
        { email: 'meera@loyalty.test', first_name: 'Meera', last_name: 'Iyer', role: 'finance' },
        `Bearer ${access}`,
      ],
      [
        'POST',
        'team/admins/invite/',
        { email: 'ravi@loyalty.test', first_name: 'Ravi', role: 'support' },
        `Bearer ${access}`,
      ],
      ['GET', 'team/admins/', undefined, `Bearer ${access}`],
    ]);
  });

  it("an email taken comes back as the email field's error", async () => {
    fakeServer(() => ({ status: 400, body: { errors: { email: ['An account with this email already exists.'] } } }));
    await expect(
      createAppDataProvider().inviteAdmin({ email: 'admin@loyalty.test', first_name: 'A', role: 'owner' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'app.admins.invite_failed',
      body: { errors: { email: 'An account with this email already exists.' } },
    });
  });

  it('POST team/admins/{id}/resend/, /disable/ and /enable/ with no body; PATCH team/admins/{id}/ with the role', async () => {
    const server = fakeServer(() => ({ body: admin }));
    const dataProvider = createAppDataProvider();
    await dataProvider.resendAdminInvitation(9);
    await dataProvider.changeAdminRole(9, 'support');
    await dataProvider.disableAdmin(9);
    await dataProvider.enableAdmin(9);
    expect(server.calls.map(sent)).toEqual([
      ['POST', 'team/admins/9/resend/', undefined, `Bearer ${access}`],
      ['PATCH', 'team/admins/9/', { role: 'support' }, `Bearer ${access}`],
      ['POST', 'team/admins/9/disable/', undefined, `Bearer ${access}`],
      ['POST', 'team/admins/9/enable/', undefined, `Bearer ${access}`],
    ]);
  });

  it("says the server's message of a refusal (the last owner, oneself), else the call's own text", async () => {
    fakeServer(() => ({ status: 400, body: { message: 'The last owner cannot be disabled.' } }));
    const dataProvider = createAppDataProvider();
    await expect(dataProvider.disableAdmin(1)).rejects.toMatchObject({
      status: 400,
      message: 'The last owner cannot be disabled.',
    });
    fakeServer(() => ({ status: 500 }));
    await expect(dataProvider.changeAdminRole(1, 'finance')).rejects.toMatchObject({
      message: 'app.admins.role_failed',
    });
    await expect(dataProvider.enableAdmin(1)).rejects.toMatchObject({ message: 'app.admins.enable_failed' });
    await expect(dataProvider.resendAdminInvitation(1)).rejects.toMatchObject({ message: 'app.admins.resend_failed' });
  });

  it('signed out, without a bearer: GET team/invitations/{token}/ and POST team/invitations/accept/', async () => {
    localStorage.clear();
    const invitation = { email: 'meera@loyalty.test', first_name: 'Meera', last_name: 'Iyer', role: 'finance' };
    const server = fakeServer(call =>
      call.method === 'GET' ? { body: invitation } : { body: { message: 'Your password is set. Sign in.' } },
    );
    const dataProvider = createAppDataProvider();
    await expect(dataProvider.getAdminInvitation('a/b c')).resolves.toEqual(invitation);
    await expect(
      dataProvider.acceptAdminInvitation({
        token: 'a/b c',
        new_password: 'Fresh@2026',
        confirm_password: 'Fresh@2026',
      }),
    ).resolves.toEqual({ message: 'Your password is set. Sign in.' });
    expect(server.calls.map(sent)).toEqual([
      ['GET', 'team/invitations/a%2Fb%20c/', undefined, undefined],
      [
        'POST',
        'team/invitations/accept/',
        { token: 'a/b c', new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' },
        undefined,
      ],
    ]);
  });

  it("an invalid or expired link fails with the server's message", async () => {
    fakeServer(() => ({ status: 404, body: { message: 'This invitation link is invalid or has expired.' } }));
    await expect(createAppDataProvider().getAdminInvitation('used')).rejects.toMatchObject({
      status: 404,
      message: 'This invitation link is invalid or has expired.',
    });
  });
});
