import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { RoleDialog } from './RoleDialog';

beforeEach(() => {
  signInWith(makeToken());
});

describe('role dialog', () => {
  it("says 'Please select a role.' until a role is picked, then approves with its id", async () => {
    const onConfirm = vi.fn();
    const roles = [
      { id: 1, name: 'architect' },
      { id: 3, name: 'flexible_salesperson' },
      { id: 4, name: 'non_flexible_salesperson' },
    ];
    renderScreen(
      '/user',
      '/user',
      <RoleDialog open name="Asha Rao" roles={roles} busy={false} onConfirm={onConfirm} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select a role.');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByLabelText('Non Flexible Salesperson'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(4));
  });
});
