import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Payment } from '@/contract/payments';
import type { Area } from '@/src/area';
import { AreasContext } from '@/src/areasContext';
import type { MemberSlotProps } from '@/src/memberSlots';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { usePaymentDecision } from './usePaymentDecision';

beforeEach(() => signInWith(makeToken()));

const Note = ({ memberId }: MemberSlotProps) => <p>What to know of member {memberId}</p>;
const noting: Area = { name: 'noting', permissions: [], payeeNote: Note };

function AskedPayout({ payment }: { payment: Payment }) {
  const decision = usePaymentDecision();
  const { ask } = decision;
  useEffect(() => ask(payment, 'approve'), []); // eslint-disable-line react-hooks/exhaustive-deps
  return decision.dialog;
}

describe("the payout's confirmation's note on the member (Area.payeeNote)", () => {
  it("shows the payout's member under the confirmation's words, and sends one approval", async () => {
    const { calls } = fakeServer(() => ({ body: { message: 'Payment approved successfully' } }));
    const payment = {
      id: 31,
      amount: '2500.00',
      user_list: { id: 44, first_name: 'Asha', last_name: 'Rao' },
    } as Payment;
    renderScreen(
      '/payments',
      '/payments',
      <AreasContext.Provider value={[noting]}>
        <PopupProvider>
          <AskedPayout payment={payment} />
        </PopupProvider>
      </AreasContext.Provider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Asha Rao/)).toBeInTheDocument();
    expect(within(dialog).getByText('What to know of member 44')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText(/approved/i);
    expect(calls.filter(call => call.method !== 'GET').map(call => [call.method, call.path])).toEqual([
      ['POST', 'loyalty/payment/approve/31/'],
    ]);
  });
});
