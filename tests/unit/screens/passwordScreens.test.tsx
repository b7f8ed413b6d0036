import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import SettingsChangePasswordPage from '../../../resources/settings/ChangePasswordPage';
import { OtpInput } from '../../../resources/settings/OtpInput';
import ChangePasswordPage from '../../../src/auth/ChangePasswordPage';
import { PopupProvider } from '../../../src/ui/PopupProvider';
import LoginPage from '../../../src/auth/LoginPage';
import { fakeServer, makeToken, signInWith } from '../fakes';
import { renderScreen } from './renderScreen';

describe('login screen', () => {
  it('says what is missing before sending anything', async () => {
    const server = fakeServer(() => ({ body: {} }));
    renderScreen('/login', '/login', <LoginPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('sends one request however often Login is clicked, and shows the server error', async () => {
    let release: () => void = () => {};
    const server = fakeServer(
      () =>
        new Promise(resolve => {
          release = () => resolve({ status: 401, body: { message: 'Invalid email or password.' } });
        }),
    );
    renderScreen('/login', '/login', <LoginPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@loyalty.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    const button = screen.getByRole('button', { name: 'Login' });
    const impatient = userEvent.setup({ pointerEventsCheck: 0 });
    await impatient.dblClick(button);
    await impatient.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    release();
    expect(await screen.findByText('Error: Invalid email or password.')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(server.calls).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    renderScreen('/login', '/login', <LoginPage />);
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('styles a successful sign-in as success and opens the dashboard', async () => {
    fakeServer(() => ({ body: { access: makeToken(), refresh: 'r', message: 'Welcome back, Asha!' } }));
    renderScreen('/login', '/login', <LoginPage />);
    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@loyalty.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful: Welcome back, Asha!')).toHaveAttribute('data-tone', 'success');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});

const rememberReset = (email: string) =>
  sessionStorage.setItem(`passwordReset:${email}`, JSON.stringify({ id: 'v1', sentAt: Date.now() }));

describe('change password screen', () => {
  it("says 'Passwords do not match.' before sending", async () => {
    rememberReset('a@b.in');
    const server = fakeServer(() => ({ body: {} }));
    renderScreen('/change-password?email=a@b.in', '/change-password', <ChangePasswordPage />);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'first-pass-1');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'other-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match.');

    // The password rule the server applies, once the two match.
    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.type(screen.getByLabelText(/^New Password/), 'short');
    await userEvent.clear(screen.getByLabelText(/^Confirm Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("shows 'Error: ' and the server message, keeping what was typed", async () => {
    rememberReset('a@b.in');
    const server = fakeServer(() => ({
      status: 400,
      body: { message: 'Email verification is required before changing the password.' },
    }));
    renderScreen('/change-password?email=a@b.in', '/change-password', <ChangePasswordPage />);
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'new-pass-123');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'new-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Error: Email verification is required before changing the password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('new-pass-123');
    expect(server.calls[0].body).toMatchObject({ email: 'a@b.in', verification_id: 'v1', password: 'new-pass-123' });
  });

  it.each(['/change-password', '/change-password?email=a@b.in'])(
    '%s without the verification of this tab says to start again from Forgot Password',
    async path => {
      const server = fakeServer(() => ({ body: {} }));
      renderScreen(path, '/change-password', <ChangePasswordPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No email to verify. Start again from Forgot Password.',
      );
      expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.queryByLabelText(/^New Password/)).toBeNull();
      expect(server.calls).toHaveLength(0);
    },
  );
});

describe('settings change password screen', () => {
  it("says 'Passwords do not match' before sending, then sends new_password, confirm_password and userId", async () => {
    signInWith(makeToken());
    localStorage.setItem('userId', '7');
    sessionStorage.setItem('settings-step-up:admin@loyalty.test', JSON.stringify({ id: 's1', sentAt: Date.now() }));
    const server = fakeServer(call =>
      call.path === 'user/retrieve/7/'
        ? { body: { id: 7, email: 'admin@loyalty.test', phone: null } }
        : { status: 400, body: { message: 'Password must be at least 8 characters long.' } },
    );
    renderScreen(
      '/settings/change-password',
      '/settings/change-password',
      <PopupProvider>
        <SettingsChangePasswordPage />
      </PopupProvider>,
    );
    await userEvent.type(await screen.findByLabelText(/^New Password/), 'N3w-Secret!');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Other-Secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText(/^Confirm Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'N3w-Secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(server.calls[1]).toMatchObject({
      method: 'POST',
      path: 'user/change-password/',
      body: { new_password: 'N3w-Secret!', confirm_password: 'N3w-Secret!', userId: 7, verification_id: 's1' },
    });
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('N3w-Secret!');
  });
});

function OtpHarness() {
  const [digits, setDigits] = useState(['', '', '', '']);
  return <OtpInput digits={digits} onChange={setDigits} />;
}

describe('OTP boxes', () => {
  const box = (index: number) => screen.getByLabelText(`OTP digit ${index} of 4`);
  const value = () => [1, 2, 3, 4].map(index => (box(index) as HTMLInputElement).value).join('');

  it('are four labelled boxes in a group; typing moves on, Backspace goes back, letters are ignored', async () => {
    renderScreen('/otp', '/otp', <OtpHarness />);
    expect(await screen.findByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('1a2');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    renderScreen('/otp', '/otp', <OtpHarness />);
    await userEvent.click(await screen.findByLabelText('OTP digit 1 of 4'));
    await userEvent.paste('OTP: 9 8 7 6');
    expect(value()).toBe('9876');
    expect(box(4)).toHaveFocus();
  });
});
