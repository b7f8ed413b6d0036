import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import AdminList from './AdminList';

const team = [
  {
    id: 7,
    email: 'admin@loyalty.test',
    first_name: 'Admin',
    last_name: 'User',
    role: 'owner',
    status: 'active',
    last_login_at: '2026-11-20T05:30:00Z',
    invited_at: null,
    invitation_expires_at: null,
  },
  {
    id: 9,
    email: 'meera@loyalty.test',
    first_name: 'Meera',
    last_name: 'Iyer',
    role: 'support',
    status: 'expired',
    last_login_at: null,
    invited_at: '2026-11-01T05:30:00Z',
    invitation_expires_at: '2026-11-03T05:30:00Z',
  },
];

type Reply = { status?: number; body?: unknown };

function openList(reply: (call: RecordedCall) => Reply | Promise<Reply>) {
  signInWith(makeToken({ user_id: 7 }));
  const server = fakeServer(call => (call.method === 'GET' ? { body: team } : reply(call)));
  renderScreen(
    '/admins',
    '/admins',
    <PopupProvider>
      <AdminList />
    </PopupProvider>,
  );
  return server;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const changes = (server: { calls: RecordedCall[] }) =>
  server.calls.filter(call => call.method !== 'GET').map(call => [call.method, call.path, call.body]);

describe('the administrators list', () => {
  it('marks the own row "(you)" without Disable, says each status, and offers a fresh link to an expired one', async () => {
    let answer: () => void = () => undefined;
    const server = openList(
      () =>
        new Promise(resolve => {
          answer = () => resolve({ body: { ...team[1], status: 'invited' } });
        }),
    );
    const own = await rowOf('admin@loyalty.test');
    expect(own).toHaveTextContent('Admin User(you)');
    expect(within(own).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    const meera = await rowOf('meera@loyalty.test');
    expect(meera).toHaveTextContent('Link expired');
    expect(meera).toHaveTextContent('Never');
    expect(within(meera).getByRole('button', { name: 'Disable Meera Iyer' })).toBeInTheDocument();

    await userEvent.dblClick(within(meera).getByRole('button', { name: 'Resend the invitation to Meera Iyer' }));
    answer();
    expect(await screen.findByText('A fresh invitation was sent to meera@loyalty.test.')).toBeInTheDocument();
    expect(changes(server)).toEqual([['POST', 'team/admins/9/resend/', undefined]]);
  });

  it("says the server's refusal of a new role in the dialog, which stays open with the role chosen", async () => {
    const server = openList(() => ({ status: 400, body: { message: 'The last owner cannot be given another role.' } }));
    const own = await rowOf('admin@loyalty.test');
    await userEvent.click(within(own).getByRole('button', { name: 'Change the role of Admin User' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Admin User' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last owner cannot be given another role.');
    expect(within(dialog).getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Finance');
    expect(changes(server)).toEqual([['PATCH', 'team/admins/7/', { role: 'finance' }]]);
  });

  it('asks before disabling, saying it signs them out everywhere at once, then sends one request', async () => {
    let answer: () => void = () => undefined;
    const server = openList(
      () =>
        new Promise(resolve => {
          answer = () => resolve({ body: { ...team[1], status: 'disabled' } });
        }),
    );
    const meera = await rowOf('meera@loyalty.test');
    await userEvent.click(within(meera).getByRole('button', { name: 'Disable Meera Iyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable Meera Iyer?' });
    expect(confirm).toHaveTextContent('Meera Iyer is signed out everywhere at once');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Disable' }));
    answer();
    expect(await screen.findByText('Meera Iyer is disabled.')).toBeInTheDocument();
    expect(changes(server)).toEqual([['POST', 'team/admins/9/disable/', undefined]]);
  });
});
