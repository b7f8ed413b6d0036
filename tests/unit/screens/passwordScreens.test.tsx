import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ChangePasswordPage from '@/src/auth/ChangePasswordPage';
import LoginPage from '@/src/auth/LoginPage';
import { fakeServer, makeToken } from '../fakes';
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
