import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { ApproveBillDialog } from './ApproveBillDialog';
import { RejectBillDialog } from './RejectBillDialog';

beforeEach(() => {
  signInWith(makeToken());
});

/** A backend that stores no schemes: the schemes' work-out of the bill's figures is not found there. */
const noSchemes = (reply: (call: RecordedCall) => { status?: number; body?: unknown }) => {
  const server = fakeServer(call =>
    call.path === 'schemes/work-out/' ? { status: 404, body: { detail: 'Not found.' } } : reply(call),
  );
  return { decisions: () => server.calls.filter(call => call.path !== 'schemes/work-out/') };
};

describe('approve bill dialog', () => {
  const renderDialog = (onApproved = vi.fn()) =>
    renderScreen('/bill', '/bill', <ApproveBillDialog billId={5} open onClose={() => {}} onApproved={onApproved} />);

  it("checks the award with the server's rules before sending it, then sends it once it passes", async () => {
    const { decisions } = noSchemes(() => ({ body: { message: 'Bill approved successfully' } }));
    const onApproved = vi.fn();
    renderDialog(onApproved);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bill' });
    const points = within(dialog).getByLabelText(/^Points/);
    const cash = within(dialog).getByLabelText(/^Cash Amount/);
    expect(points).toBeRequired();
    expect(cash).toBeRequired();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });

    await userEvent.click(approve);
    expect(await within(dialog).findByText('Points are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cash amount is required')).toBeInTheDocument();

    await userEvent.type(points, '-5');
    await userEvent.type(cash, '-1');
    await userEvent.click(approve);
    expect(await within(dialog).findByText('Points cannot be negative')).toBeInTheDocument();
    expect(within(dialog).getByText('Cash amount cannot be negative')).toBeInTheDocument();

    await userEvent.clear(points);
    await userEvent.type(points, '1.5');
    await userEvent.clear(cash);
    await userEvent.type(cash, '10.125');
    await userEvent.click(approve);
    expect(await within(dialog).findByText('Points must be a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('Cash amount can have at most 2 decimal places')).toBeInTheDocument();

    await userEvent.clear(points);
    await userEvent.type(points, '2000000000');
    await userEvent.click(approve);
    expect(await within(dialog).findByText('Points cannot be more than 1,00,00,00,000')).toBeInTheDocument();
    expect(decisions()).toEqual([]);

    await userEvent.clear(points);
    await userEvent.type(points, '150');
    await userEvent.clear(cash);
    await userEvent.type(cash, '275.50');
    await userEvent.click(approve);
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(decisions()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'bill/approve/5/',
        body: { points_earned: 150, cash_earned: 275.5 },
      }),
    ]);
    expect(within(dialog).queryByLabelText(/^Reason/)).not.toBeInTheDocument();
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    noSchemes(() => ({
      status: 400,
      body: { message: 'Invalid input.', errors: { cash_earned: ['This bill cannot award cash.'] } },
    }));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bill' });
    await userEvent.type(within(dialog).getByLabelText(/^Points/), '10');
    await userEvent.type(within(dialog).getByLabelText(/^Cash Amount/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Cash Amount/)).toHaveAccessibleDescription('This bill cannot award cash.'),
    );
    expect(within(dialog).getByLabelText(/^Points/)).toHaveValue(10);
    expect(within(dialog).getByLabelText(/^Cash Amount/)).toHaveValue(5);
  });
});

describe('reject bill dialog', () => {
  it('asks for a reason before sending, and sends it trimmed', async () => {
    const { calls } = fakeServer(() => ({ body: { message: 'Bill rejected successfully' } }));
    const onRejected = vi.fn();
    renderScreen('/bill', '/bill', <RejectBillDialog billId={5} open onClose={() => {}} onRejected={onRejected} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reject Bill' });
    const reason = within(dialog).getByLabelText(/^Reason for Rejection/);
    expect(reason).toBeRequired();
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please enter a reason for rejection')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(reason, 'Not legible. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalledTimes(1));
    expect(calls).toMatchObject([{ method: 'PATCH', path: 'bill/reject/5/', body: { reason: 'Not legible.' } }]);
  });
});
