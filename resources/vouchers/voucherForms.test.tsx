import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageUnder, renderAt, server } from '@/tests/unit/screens/formChecks';
import AddVoucher from './AddVoucher';

const inPast = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the catalogue and voucher forms check with the contract before sending', () => {
  it('a voucher: required fields, points and a past expiry in the contract’s words, and nothing sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderAt('/vouchers/add-voucher', <AddVoucher />);
    await user.click(await screen.findByRole('button', { name: 'Add Voucher' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(5));
    for (const label of [/^Offer Name/, /^Points Required/, /^Expiry Date/, /^About Voucher/, /^How to Redeem/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    await user.type(screen.getByLabelText(/^Points Required/), '0');
    await user.type(screen.getByLabelText(/^Expiry Date/), inPast(3));
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    await waitFor(() => expect(messageUnder(/^Points Required/)).toBe('Enter a whole number above 0.'));
    expect(messageUnder(/^Expiry Date/)).toBe('The expiry date cannot be in the past.');
    await user.type(screen.getByLabelText('New voucher code'), 'X'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    await screen.findByText('A code cannot have more than 100 characters.');
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);
  });
});
