import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith } from '../fakes';

const dataProvider = createAppDataProvider();

describe('calls of the password and dashboard screens', () => {
  it('POST user/send-verification-email/ with the email, no token', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: { message: 'Sent', verification_id: 'v1' } }));
    await expect(dataProvider.sendVerificationEmail('admin@loyalty.test')).resolves.toEqual({
      message: 'Sent',
      verification_id: 'v1',
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/send-verification-email/',
      body: { email: 'admin@loyalty.test' },
    });
    expect(server.calls[0].headers.Authorization).toBeUndefined();
  });

  it('GET user/admin/email-verification-status/ with the email (and verification id), no token', async () => {
    const server = fakeServer(() => ({ body: { is_email_verified: true } }));
    await expect(dataProvider.getEmailVerificationStatus('a@b.in', 'v1')).resolves.toEqual({ is_email_verified: true });
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: 'user/admin/email-verification-status/',
      query: { email: 'a@b.in', verification_id: 'v1' },
    });
    expect(server.calls[0].headers.Authorization).toBeUndefined();
  });

  it('POST user/change-password/ with userId, email, verification id and password, no token', async () => {
    signInWith(makeToken());
    const server = fakeServer(() => ({ body: { message: 'Password changed successfully.' } }));
    await dataProvider.resetPassword({ email: 'a@b.in', verificationId: 'v1', userId: '3', password: 'new-pass-1' });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/change-password/',
      body: { userId: '3', email: 'a@b.in', verification_id: 'v1', password: 'new-pass-1' },
    });
    expect(server.calls[0].headers.Authorization).toBeUndefined();
  });

  it('GET main/dashboard/ with the bearer token', async () => {
    const { access } = signInWith(makeToken());
    const totals = { total_products: 40, total_users: 61, total_balance_points: 12500, total_balance_cash: 3400.5 };
    const server = fakeServer(() => ({ body: totals }));
    await expect(dataProvider.getDashboardSummary()).resolves.toEqual(totals);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: 'main/dashboard/', body: undefined });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('POST user/token/refresh/ with the refresh token, no bearer', async () => {
    signInWith(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }), 'the-refresh');
    const server = fakeServer(call =>
      call.path === 'user/token/refresh/' ? { body: { access: makeToken() } } : { body: {} },
    );
    await dataProvider.getDashboardSummary();
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/token/refresh/',
      body: { refresh: 'the-refresh' },
    });
    expect(server.calls[0].headers.Authorization).toBeUndefined();
  });
});
