import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Area } from '@/src/area';
import { AreasContext } from '@/src/areasContext';
import type { BillApprovalAidProps } from '@/src/billEarnings';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { ApproveBillDialog } from './ApproveBillDialog';

beforeEach(() => {
  signInWith(makeToken());
});

/** An area whose aid works a bill out as 450 points and ₹15, one line matched by hand. */
function WorkedOut({ onWorkedOut }: BillApprovalAidProps) {
  useEffect(
    () => onWorkedOut({ points_earned: 450, cash_earned: 15, product_matches: { 'Royale 20L': 12 } }),
    [onWorkedOut],
  );
  return <p>Worked out by the rules</p>;
}
const ruling: Area = { name: 'ruling', permissions: [], billApprovalAid: WorkedOut };

const renderDialog = (onApproved = vi.fn()) =>
  renderScreen(
    '/bill',
    '/bill',
    <AreasContext.Provider value={[ruling]}>
      <ApproveBillDialog billId={5} open onClose={() => {}} onApproved={onApproved} />
    </AreasContext.Provider>,
  );

describe("the approval dialog's slot for worked-out figures (Area.billApprovalAid)", () => {
  it('fills the figures and sends the products matched, with no reason while they are unchanged', async () => {
    const { calls } = fakeServer(() => ({ body: { message: 'Bill approved successfully' } }));
    const onApproved = vi.fn();
    renderDialog(onApproved);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bill' });
    expect(within(dialog).getByText('Worked out by the rules')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Points/)).toHaveValue(450));
    expect(within(dialog).getByLabelText(/^Cash Amount/)).toHaveValue(15);
    expect(within(dialog).queryByLabelText(/^Reason/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'bill/approve/5/',
        body: { points_earned: 450, cash_earned: 15, product_matches: { 'Royale 20L': 12 } },
      }),
    ]);
  });

  it('asks for a reason when a typed figure differs from the worked-out one, and sends it', async () => {
    const { calls } = fakeServer(() => ({ body: { message: 'Bill approved successfully' } }));
    const onApproved = vi.fn();
    renderDialog(onApproved);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Bill' });
    const points = within(dialog).getByLabelText(/^Points/);
    await waitFor(() => expect(points).toHaveValue(450));
    await userEvent.clear(points);
    await userEvent.type(points, '500');
    const reason = await within(dialog).findByLabelText(/^Reason/);
    expect(reason).toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Say why the figures differ from the schemes’.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(reason, ' Dealer promised 500. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(calls[0].body).toEqual({
      points_earned: 500,
      cash_earned: 15,
      product_matches: { 'Royale 20L': 12 },
      earning_reason: 'Dealer promised 500.',
    });
  });
});
