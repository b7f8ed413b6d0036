import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { InviteDialog } from './InviteDialog';

function openDialog() {
  signInWith(makeToken());
  const onClose = vi.fn();
  renderScreen(
    '/admins',
    '/admins',
    <PopupProvider>
      <InviteDialog open onClose={onClose} />
    </PopupProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Invite an administrator' }) };
}

async function chooseRole(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /^Role/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('inviting an administrator', () => {
  it("shows each field's error before sending, and nothing is sent", async () => {
    const server = fakeServer(() => ({ status: 201, body: {} }));
    const { dialog } = openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.tab();
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(server.calls).toHaveLength(0);
  });

  it("sends one invitation on a double click, and puts the server's refusal under the email, keeping what was typed", async () => {
    let refuse: () => void = () => undefined;
    const server = fakeServer(
      () =>
        new Promise(resolve => {
          refuse = () =>
            resolve({
              status: 400,
              body: { message: 'Invalid input.', errors: { email: ['An account with this email already exists.'] } },
            });
        }),
    );
    const { dialog, onClose } = openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'admin@loyalty.test');
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Asha');
    await chooseRole('Support');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send invitation' }));
    refuse();
    expect(await within(dialog).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: 'team/admins/invite/',
      body: { email: 'admin@loyalty.test', first_name: 'Asha', role: 'support' },
    });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('admin@loyalty.test');
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Asha');
    expect(within(dialog).queryByText('Invalid input.')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a refusal without field errors as the server words it, in the dialog', async () => {
    fakeServer(() => ({ status: 403, body: { message: "You don't have permission to do this." } }));
    const { dialog } = openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'new@loyalty.test');
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'New');
    await chooseRole('Owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You don't have permission to do this.");
  });

  it('closes once sent and says to whom', async () => {
    const server = fakeServer(() => ({ status: 201, body: { id: 12, email: 'ravi@loyalty.test' } }));
    const { dialog, onClose } = openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'Ravi@Loyalty.test');
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Kumar');
    await chooseRole('Catalogue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation was sent to ravi@loyalty.test.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls[0].body).toEqual({
      email: 'Ravi@Loyalty.test',
      first_name: 'Ravi',
      last_name: 'Kumar',
      role: 'catalogue',
    });
  });
});
