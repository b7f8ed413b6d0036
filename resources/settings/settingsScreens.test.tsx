import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import ChangeEmailPage from './ChangeEmailPage';
import ChangePasswordPage from './ChangePasswordPage';
import ChangePhonePage from './ChangePhonePage';
import OtpPage from './OtpPage';
import { settingsPaths } from './settingsPaths';
import VerifyNewEmailPage from './VerifyNewEmailPage';
import VerifyPhoneChange from './VerifyPhoneChange';

const EMAIL = 'admin@loyalty.test';
const NEW_EMAIL = 'new.admin@loyalty.test';
const account = { id: 7, email: EMAIL, phone: '9876543210' };
const MINUTE = 60_000;

type Reply = { status?: number; body?: unknown } | Error;

/** A fake server answering the account, with `reply` for the rest (a verification not yet opened by default). */
function server(reply: (call: RecordedCall) => Reply | undefined = () => undefined) {
  return fakeServer(
    call =>
      reply(call) ??
      (call.path === 'user/retrieve/7/'
        ? { body: account }
        : call.path === 'user/admin/email-verification-status/'
          ? { body: { is_email_verified: false } }
          : { body: { message: 'OK', verification_id: 'sent-here' } }),
  );
}

const rememberStepUp = (sentAt = Date.now()) =>
  sessionStorage.setItem(`settings-step-up:${EMAIL}`, JSON.stringify({ id: 'step-up-1', sentAt }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a settings screen at `path` (its route `at`, below /settings/); any other path shows where it went. */
const renderSettings = (path: string, at: string, element: ReactElement) =>
  renderScreen(
    path,
    '/settings/*',
    <PopupProvider>
      <Routes>
        <Route path={at} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </PopupProvider>,
  );

const where = async () => (await screen.findByTestId('where')).textContent;
const sends = (calls: RecordedCall[]) => calls.filter(call => call.path === 'user/send-verification-email/');

beforeEach(() => {
  signInWith(makeToken({ user_id: 7 }));
  localStorage.setItem('userId', '7');
});

describe('settings change screens without a verification of the mailbox', () => {
  it.each([
    ['/settings/change-password', 'change-password', <ChangePasswordPage />, settingsPaths.changePasswordVerification],
    [
      '/settings/change-phone-number/',
      'change-phone-number/',
      <ChangePhonePage />,
      settingsPaths.changePhoneVerification,
    ],
    ['/settings/change-email', 'change-email', <ChangeEmailPage />, settingsPaths.changeEmailVerification],
  ])('%s opened directly goes to its verification wrapper for the admin email', async (path, at, page, wrapper) => {
    const { calls } = server();
    renderSettings(path, at, page);
    expect(await where()).toBe(wrapper(EMAIL));
    expect(sends(calls)).toEqual([]);
  });

  it('an old verification (sent over 30 minutes ago) counts as none', async () => {
    server();
    rememberStepUp(Date.now() - 31 * MINUTE);
    renderSettings('/settings/change-password', 'change-password', <ChangePasswordPage />);
    expect(await where()).toBe(settingsPaths.changePasswordVerification(EMAIL));
  });

  it('goes to the wrapper when the server answers 403 email_verification_required, forgetting the old proof', async () => {
    rememberStepUp();
    const { calls } = server(call =>
      call.method === 'PUT'
        ? { status: 403, body: { message: 'Verify first.', code: 'email_verification_required' } }
        : undefined,
    );
    renderSettings('/settings/change-phone-number/', 'change-phone-number/', <ChangePhonePage />);
    await userEvent.type(await screen.findByLabelText(/^New Mobile Number/), '9876501234');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await where()).toBe(settingsPaths.changePhoneVerification(EMAIL));
    expect(calls.find(call => call.method === 'PUT')?.body).toEqual({
      phone_number: '9876501234',
      verification_id: 'step-up-1',
    });
    expect(sessionStorage.getItem(`settings-step-up:${EMAIL}`)).toBeNull();
  });
});

describe('phone change', () => {
  it("sends the loaded account's id, even when no user id was stored at sign-in", async () => {
    localStorage.removeItem('userId');
    rememberStepUp();
    const { calls } = server();
    renderSettings('/settings/change-phone-number/', 'change-phone-number/', <ChangePhonePage />);
    await userEvent.type(await screen.findByLabelText(/^New Mobile Number/), '9876501234');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await where()).toBe(settingsPaths.otp('9876501234'));
    expect(calls.map(call => call.path)).toEqual(['user/retrieve/7/', 'user/admin/update-phone/7/']);
  });

  it('checks the number as the server does before sending it', async () => {
    rememberStepUp();
    const { calls } = server();
    renderSettings('/settings/change-phone-number/', 'change-phone-number/', <ChangePhonePage />);
    const number = await screen.findByLabelText(/^New Mobile Number/);
    expect(number).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(number, '98765');
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toEqual([]);
  });

  it('checks the OTP boxes before sending the code', async () => {
    const { calls } = server();
    renderSettings('/settings/change-phone-number/otp/9876501234', 'change-phone-number/otp/:phoneNumber', <OtpPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    await userEvent.click(screen.getByLabelText('OTP digit 1 of 4'));
    await userEvent.keyboard('12');
    expect(await screen.findByText('Enter the 4-digit OTP.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 4-digit OTP.');
    expect(calls.filter(call => call.path === 'user/verify-otp/')).toEqual([]);
    await userEvent.click(screen.getByLabelText('OTP digit 3 of 4'));
    await userEvent.keyboard('34');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() =>
      expect(calls.find(call => call.path === 'user/verify-otp/')?.body).toEqual({
        otp: '1234',
        phoneNumber: '9876501234',
      }),
    );
  });

  it.each([
    [new TypeError('Failed to fetch'), 'Network error. Please check your connection.'],
    [{ status: 400, body: {} }, 'Invalid OTP. Please try again.'],
  ])('the OTP screen tells a network failure from a wrong code', async (answer, text) => {
    server(call => (call.path === 'user/verify-otp/' ? answer : undefined));
    renderSettings('/settings/change-phone-number/otp/9876501234', 'change-phone-number/otp/:phoneNumber', <OtpPage />);
    await userEvent.click(await screen.findByLabelText('OTP digit 1 of 4'));
    await userEvent.keyboard('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('email change', () => {
  it('refuses the current address before sending anything', async () => {
    rememberStepUp();
    const { calls } = server();
    renderSettings('/settings/change-email', 'change-email', <ChangeEmailPage />);
    await userEvent.type(await screen.findByLabelText(/^New Email/), ' Admin@Loyalty.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This is already your email address.')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);
  });

  it('sends the new address with the proof of the current mailbox, then waits for it', async () => {
    rememberStepUp();
    const { calls } = server();
    renderSettings('/settings/change-email', 'change-email', <ChangeEmailPage />);
    await userEvent.type(await screen.findByLabelText(/^New Email/), NEW_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await where()).toBe(settingsPaths.verifyNewEmail(NEW_EMAIL));
    expect(sends(calls).map(call => call.body)).toEqual([{ email: NEW_EMAIL, verification_id: 'step-up-1' }]);
  });

  const rememberNewEmail = (sentAt = Date.now()) =>
    sessionStorage.setItem(`settings-new-email:${NEW_EMAIL}`, JSON.stringify({ id: 'new-1', sentAt }));
  const verifyRoute = 'verify-email/verification/:email';

  it('a failed save says why, then offers Retry and the way back to the email entry', async () => {
    rememberStepUp();
    rememberNewEmail();
    let saves = 0;
    const { calls } = server(call => {
      if (call.path === 'user/admin/email-verification-status/') return { body: { is_email_verified: true } };
      if (call.path !== 'user/update-email/7/') return undefined;
      saves += 1;
      return saves === 1
        ? { status: 400, body: { message: 'Invalid input.', errors: { email: ['This email is already in use.'] } } }
        : { body: { message: 'Email updated successfully.' } };
    });
    renderSettings(settingsPaths.verifyNewEmail(NEW_EMAIL), verifyRoute, <VerifyNewEmailPage />);
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Email' })).toHaveAttribute('href', settingsPaths.changeEmail);
    expect(calls.find(call => call.path === 'user/admin/email-verification-status/')?.query).toEqual({
      email: NEW_EMAIL,
      verification_id: 'new-1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Email updated successfully!')).toBeInTheDocument();
    expect(await where()).toBe('/settings');
    expect(calls.filter(call => call.path === 'user/update-email/7/').map(call => call.body)).toEqual([
      { email: NEW_EMAIL, verification_id: 'new-1' },
      { email: NEW_EMAIL, verification_id: 'new-1' },
    ]);
  });

  it('an expired link stops the checks and offers Resend', async () => {
    rememberStepUp();
    rememberNewEmail(Date.now() - 16 * MINUTE);
    const { calls } = server();
    renderSettings(settingsPaths.verifyNewEmail(NEW_EMAIL), verifyRoute, <VerifyNewEmailPage />);
    expect(await screen.findByText('The verification link has expired. Send a new one.')).toBeInTheDocument();
    expect(calls.some(call => call.path === 'user/admin/email-verification-status/')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    await screen.findByText('Waiting for verification...');
    expect(sends(calls).map(call => call.body)).toEqual([{ email: NEW_EMAIL, verification_id: 'step-up-1' }]);
    await waitFor(() =>
      expect(calls.find(call => call.path === 'user/admin/email-verification-status/')?.query).toEqual({
        email: NEW_EMAIL,
        verification_id: 'sent-here',
      }),
    );
  });

  it('opened without a verification of that address, it says to start again', async () => {
    const { calls } = server();
    renderSettings(settingsPaths.verifyNewEmail(NEW_EMAIL), verifyRoute, <VerifyNewEmailPage />);
    expect(
      await screen.findByText('No verification of this address is waiting. Enter the new email again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Email' })).toBeInTheDocument();
    expect(calls.some(call => call.path === 'user/admin/email-verification-status/')).toBe(false);
  });
});

describe('verification wrapper', () => {
  const wrapperRoute = 'change-phone-number/:email';

  it('sends one email and checks its status with the verification id', async () => {
    const { calls } = server();
    renderSettings(settingsPaths.changePhoneVerification(EMAIL), wrapperRoute, <VerifyPhoneChange />);
    await waitFor(() =>
      expect(calls.find(call => call.path === 'user/admin/email-verification-status/')?.query).toEqual({
        email: EMAIL,
        verification_id: 'sent-here',
      }),
    );
    expect(sends(calls).map(call => call.body)).toEqual([{ email: EMAIL }]);
  });

  it('waits again for the link it sent while that link is open, sending nothing new', async () => {
    rememberStepUp(Date.now() - 5 * MINUTE);
    const { calls } = server();
    renderSettings(settingsPaths.changePhoneVerification(EMAIL), wrapperRoute, <VerifyPhoneChange />);
    await waitFor(() =>
      expect(calls.find(call => call.path === 'user/admin/email-verification-status/')?.query).toEqual({
        email: EMAIL,
        verification_id: 'step-up-1',
      }),
    );
    expect(screen.getByText('Waiting for verification...')).toBeInTheDocument();
    expect(sends(calls)).toEqual([]);
  });

  it('sends a new email when the link it sent has expired', async () => {
    rememberStepUp(Date.now() - 16 * MINUTE);
    const { calls } = server();
    renderSettings(settingsPaths.changePhoneVerification(EMAIL), wrapperRoute, <VerifyPhoneChange />);
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
  });
});
