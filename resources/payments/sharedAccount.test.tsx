import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Payment } from '@/contract/payments';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { PaymentRequestDetail } from './PaymentDetail';
import { PaymentTable } from './PaymentTable';
import { payoutRows } from './approvalKindRows';
import type { Approval } from '@/dataProvider/approvalKinds';

beforeEach(() => signInWith(makeToken()));

/** A payout request with the spec's fields only. */
const bare = {
  id: 31,
  date: '2026-03-02T10:00:00Z',
  amount: '2500.00',
  status: 'pending',
  user_list: { id: 44, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', phone: '9000000044' },
  account_holders_name: 'Asha Rao',
  account_number: '601689405641',
  bank_name: 'HDFC Bank',
  ifsc_code: 'HDFC0000001',
} as Payment;
const flagged: Payment = {
  ...bare,
  risk_reasons: ['shared_account'],
  shared_with: [
    { id: 39, name: 'Gaurav Nair' },
    { id: 40, name: 'Suresh Nair' },
  ],
};
const CHIP = 'Flagged: Shared account: also named by Gaurav Nair, Suresh Nair';

function answering(payment: Payment) {
  return fakeServer(call =>
    call.path === `loyalty/payment/retrieve/${payment.id}/`
      ? { body: payment }
      : call.path === 'loyalty/payment/pending/list/'
        ? { body: [payment, { ...bare, id: 32, account_number: '88001122334455', risk_reasons: [], shared_with: [] }] }
        : { body: [] },
  );
}

const renderDetail = () =>
  renderScreen(
    '/payments/request-detail/31',
    '/payments/request-detail/:id',
    <PopupProvider>
      <PaymentRequestDetail />
    </PopupProvider>,
  );

const renderRequests = () =>
  renderScreen(
    '/payments/list',
    '/payments/list',
    <PopupProvider>
      <PaymentTable kind="requests" />
    </PopupProvider>,
  );

describe('a payout request paid into an account other members name', () => {
  it('is flagged on its page, which links each other member to their page', async () => {
    answering(flagged);
    renderDetail();
    expect(await screen.findByRole('button', { name: CHIP })).toHaveTextContent('Flagged');
    const notice = within(screen.getByRole('note'));
    expect(notice.getByRole('link', { name: 'Gaurav Nair' })).toHaveAttribute('href', '/user/user-detail/39');
    expect(notice.getByRole('link', { name: 'Suresh Nair' })).toHaveAttribute('href', '/user/user-detail/40');
  });

  it('is flagged in the requests table, and a request with an account of its own is not', async () => {
    answering(flagged);
    renderRequests();
    expect(await screen.findByRole('button', { name: CHIP })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Flagged/ })).toHaveLength(1);
  });

  it('is flagged in the approvals inbox’s payout row', () => {
    const Flag = payoutRows.Flag!;
    const row = (item: Payment) => ({ kind: 'payout', itemId: item.id, item }) as unknown as Approval;
    renderScreen('/approvals', '/approvals', <Flag approval={row(flagged)} />);
    expect(screen.getByRole('button', { name: CHIP })).toBeInTheDocument();
    renderScreen('/approvals', '/approvals', <Flag approval={row(bare)} />);
    expect(screen.getAllByRole('button', { name: /^Flagged/ })).toHaveLength(1);
  });

  it('shows no flag from a backend that answers no risk (the spec’s shapes)', async () => {
    answering(bare);
    renderDetail();
    await screen.findByText('601689405641');
    expect(screen.queryByRole('button', { name: /^Flagged/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows no flag when the reasons do not name the shared account', async () => {
    answering({ ...flagged, risk_reasons: [] });
    renderRequests();
    await screen.findAllByText(/Asha/);
    expect(screen.queryByRole('button', { name: /^Flagged/ })).not.toBeInTheDocument();
  });
});
