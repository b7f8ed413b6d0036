import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { reachedFromPendingList } from '@/src/lib/pendingRequestLink';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import VoucherRequestDetail from './VoucherRequestDetail';
import { VoucherRequestsTab } from './VoucherRequestsTab';

/** A voucher request with only the spec's fields: no status, no balance on its user. */
const specRequest = {
  id: 31,
  requested_on: '2026-03-02T10:00:00Z',
  user_details: { id: 7, first_name: 'Asha', firm_name: 'Patel Hardware', user_type: 'dealer' },
  voucher_details: {
    offer_name: 'Amazon Pay ₹500',
    company_name: 'Amazon',
    validity: '2026-12-31',
    points_required: 500,
    banner_image: null,
  },
};
const balances = [
  { user: { id: 3 }, balance_points: 90 },
  { user: { id: 7 }, balance_points: 4250 },
];

type Reply = { status?: number; body?: unknown };

function server(reply: (call: RecordedCall) => Reply | undefined = () => undefined) {
  signInWith(makeToken());
  return fakeServer(
    call =>
      reply(call) ??
      (call.path === 'loyalty/voucher/request/detail/31/'
        ? { body: specRequest }
        : call.path === 'loyalty/voucher-requests/'
          ? { body: [specRequest] }
          : call.path === 'loyalty/loyalty-balance/all-users/'
            ? { body: balances }
            : { status: 404, body: { detail: 'Not found.' } }),
  );
}

function renderDetail(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/vouchers/voucher-request-detail/31', state }]}>
      <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
        <PopupProvider>
          <Routes>
            <Route path="/vouchers/voucher-request-detail/:id" element={<VoucherRequestDetail />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </PopupProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const userCard = () => within(screen.getByRole('region', { name: 'User' }));

describe('voucher request detail on the spec’s shapes', () => {
  it('offers Approve and Reject for a request without a status, and marks it pending when reached from a pending list', async () => {
    server();
    renderDetail(reachedFromPendingList);
    await screen.findByRole('button', { name: 'Approve' });
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('offers the decision when opened directly too, and shows the server’s answer for a decided request', async () => {
    const calls = server(call =>
      call.method === 'POST' ? { status: 400, body: { detail: 'This request has already been decided.' } } : undefined,
    ).calls;
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(popup).toHaveTextContent('This request has already been decided.');
    expect(calls.filter(call => call.method === 'POST').map(call => call.path)).toEqual([
      'loyalty/voucher-request/31/approve/',
    ]);
    expect(screen.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it.each([
    ['Approve', 'Approve this request?', 'Something went wrong while approving.'],
    ['Reject', 'Reject this request?', 'Something went wrong while rejecting.'],
  ])('says the spec’s words when %s fails on the server', async (button, question, message) => {
    server(call => (call.method === 'POST' ? { status: 500, body: {} } : undefined));
    renderDetail(reachedFromPendingList);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const confirm = await screen.findByRole('dialog', { name: question });
    await userEvent.click(within(confirm).getByRole('button', { name: button }));
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(message);
  });

  it('hides the decision when the server says the request is decided', async () => {
    server(call =>
      call.path === 'loyalty/voucher/request/detail/31/' ? { body: { ...specRequest, status: 'approved' } } : undefined,
    );
    renderDetail(reachedFromPendingList);
    await screen.findByText('Approved');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the points balance from the spec’s balance list, joined by user id', async () => {
    const { calls } = server();
    renderDetail();
    await waitFor(() => expect(userCard().getByText('4,250 PTS')).toBeInTheDocument());
    expect(calls.filter(call => call.path === 'loyalty/loyalty-balance/all-users/')).toHaveLength(1);
  });

  it('falls back to the user’s own balance_points when the balance list does not name them', async () => {
    server(call =>
      call.path === 'loyalty/voucher/request/detail/31/'
        ? { body: { ...specRequest, user_details: { ...specRequest.user_details, id: 99, balance_points: 120 } } }
        : undefined,
    );
    renderDetail();
    await waitFor(() => expect(userCard().getByText('120 PTS')).toBeInTheDocument());
  });
});

describe('voucher requests tab on the spec’s shapes', () => {
  it('shows User Points from the balance list, one call for the whole table', async () => {
    const { calls } = server(call =>
      call.path === 'loyalty/voucher-requests/'
        ? { body: [specRequest, { ...specRequest, id: 32, requested_on: '2026-03-01T10:00:00Z' }] }
        : undefined,
    );
    render(
      <MemoryRouter>
        <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
          <PopupProvider>
            <VoucherRequestsTab />
          </PopupProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Voucher Requests' });
    await waitFor(() => expect(within(table).getAllByText('4,250')).toHaveLength(2));
    expect(calls.filter(call => call.path === 'loyalty/loyalty-balance/all-users/')).toHaveLength(1);
  });
});
