import { beforeEach, describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';

const dataProvider = createAppDataProvider();
let access: string;

beforeEach(() => {
  ({ access } = signInWith(makeToken()));
});

describe('calls of the settings screens, each with the bearer token', () => {
  it('GET user/retrieve/{own id}/ for the signed-in admin', async () => {
    const account = { id: 7, email: 'admin@loyalty.test', phone: '9876543210' };
    localStorage.setItem('userId', '7');
    const server = fakeServer(() => ({ body: account }));
    await expect(dataProvider.getOwnAccount()).resolves.toEqual(account);
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: 'user/retrieve/7/', body: undefined });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it("GET user/retrieve/{id}/ with the token's user id when none was stored, and no call without any id", async () => {
    localStorage.removeItem('userId');
    signInWith(makeToken({ user_id: 12 }));
    const server = fakeServer(() => ({ body: { id: 12 } }));
    await dataProvider.getOwnAccount();
    expect(server.calls[0].path).toBe('user/retrieve/12/');
    signInWith(makeToken({ user_id: undefined }));
    await expect(dataProvider.getOwnAccount()).rejects.toMatchObject({ message: 'app.settings.load_failed' });
    expect(server.calls).toHaveLength(1);
  });

  it('POST user/send-verification-email/ with a new email and the step-up verification id', async () => {
    const server = fakeServer(() => ({ body: { message: 'Sent', verification_id: 'v2' } }));
    await dataProvider.sendSettingsVerificationEmail('new@loyalty.test', 'v1');
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/send-verification-email/',
      body: { email: 'new@loyalty.test', verification_id: 'v1' },
    });
  });

  it('POST user/send-verification-email/ with the email', async () => {
    const server = fakeServer(() => ({ body: { message: 'Sent', verification_id: 'v1' } }));
    await expect(dataProvider.sendSettingsVerificationEmail('admin@loyalty.test')).resolves.toEqual({
      message: 'Sent',
      verification_id: 'v1',
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/send-verification-email/',
      body: { email: 'admin@loyalty.test' },
    });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('PUT user/admin/update-phone/{id}/ with phone_number (and the verification id)', async () => {
    const server = fakeServer(() => ({ body: { message: 'OTP sent' } }));
    await dataProvider.updatePhone(7, '9876543210', 'v1');
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'user/admin/update-phone/7/',
      body: { phone_number: '9876543210', verification_id: 'v1' },
    });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('POST user/verify-otp/ with otp and phoneNumber', async () => {
    const server = fakeServer(() => ({ body: { message: 'Updated' } }));
    await dataProvider.verifyOtp('0427', '9876543210');
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/verify-otp/',
      body: { otp: '0427', phoneNumber: '9876543210' },
    });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('PUT user/update-email/{id}/ with email (and the verification id)', async () => {
    const server = fakeServer(() => ({ body: { message: 'Updated' } }));
    await dataProvider.updateEmail(7, 'new@loyalty.test', 'v2');
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'user/update-email/7/',
      body: { email: 'new@loyalty.test', verification_id: 'v2' },
    });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it('POST user/change-password/ with new_password, confirm_password, userId (and the verification id)', async () => {
    const server = fakeServer(() => ({ body: { message: 'Password changed successfully.' } }));
    await dataProvider.changeOwnPassword({
      userId: '7',
      newPassword: 'N3w-Secret!',
      confirmPassword: 'N3w-Secret!',
      verificationId: 'v3',
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'user/change-password/',
      body: { new_password: 'N3w-Secret!', confirm_password: 'N3w-Secret!', userId: '7', verification_id: 'v3' },
    });
    expect(server.calls[0].headers.Authorization).toBe(`Bearer ${access}`);
  });

  it("a failure without a server message carries the spec's text", async () => {
    fakeServer(() => ({ status: 500 }));
    await expect(dataProvider.updatePhone(7, '9876543210')).rejects.toMatchObject({
      message: 'app.settings.phone_failed',
    });
    await expect(
      dataProvider.changeOwnPassword({ userId: '7', newPassword: 'a', confirmPassword: 'a' }),
    ).rejects.toMatchObject({
      message: 'app.settings.password_failed',
    });
  });
});
