import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import SettingsChangePasswordPage from './ChangePasswordPage';

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
