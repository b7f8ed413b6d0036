import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import AcceptInvitationPage from './AcceptInvitationPage';

const invitation = { email: 'meera@loyalty.test', first_name: 'Meera', last_name: 'Iyer', role: 'finance' };
/** Sets a field's text as one input, as a paste does: the page's checks, not typing, are under test. */
async function enter(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const open = (token = 'tok-1') =>
  renderScreen(`/accept-invitation?token=${token}`, '/accept-invitation', <AcceptInvitationPage />);

describe('the invitation page, signed out', () => {
  it('looks the token up, checks the password twice before sending, sends it once, then links to sign in', async () => {
    let answer: () => void = () => undefined;
    const server = fakeServer(call =>
      call.method === 'GET'
        ? { body: invitation }
        : new Promise(resolve => {
            answer = () => resolve({ body: { message: 'Your account is ready. Sign in with your new password.' } });
          }),
    );
    open();
    expect(await screen.findByText('Set a password for meera@loyalty.test')).toBeInTheDocument();
    expect(screen.getByText('You are invited as: Finance')).toBeInTheDocument();
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: 'team/invitations/tok-1/' });
    expect(server.calls[0].headers.Authorization).toBeUndefined();

    await enter(/^New password/, 'short');
    await enter(/^Confirm password/, 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await enter(/^Confirm password/, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);

    for (const field of [/^New password/, /^Confirm password/]) await enter(field, 'Fresh@Team2026');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Set password' }));
    answer();
    expect(await screen.findByText('Your account is ready. Sign in with your new password.')).toBeInTheDocument();
    expect(server.calls.slice(1)).toMatchObject([
      {
        method: 'POST',
        path: 'team/invitations/accept/',
        body: { token: 'tok-1', new_password: 'Fresh@Team2026', confirm_password: 'Fresh@Team2026' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("keeps what was typed when the server refuses, and says the server's words", async () => {
    fakeServer(call =>
      call.method === 'GET'
        ? { body: invitation }
        : { status: 400, body: { message: 'This invitation link is invalid or has expired.' } },
    );
    open();
    await screen.findByText('Set a password for meera@loyalty.test');
    for (const field of [/^New password/, /^Confirm password/]) await enter(field, 'Fresh@Team2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh@Team2026');
  });

  it("an invalid or expired link says the server's message and links to sign in; no token says so without asking", async () => {
    const server = fakeServer(() => ({
      status: 404,
      body: { message: 'This invitation link is invalid or has expired.' },
    }));
    const { unmount } = open('used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    unmount();

    renderScreen('/accept-invitation', '/accept-invitation', <AcceptInvitationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(server.calls).toHaveLength(1);
  });
});
