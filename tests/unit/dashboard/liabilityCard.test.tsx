import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, localStorageStore, memoryStore, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { LiabilityCard } from '@/src/dashboard/LiabilityCard';
import { i18nProvider } from '@/src/i18n';
import { areas } from '@/src/areas';
import { AreasContext } from '@/src/areasContext';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '../fakes';

const totals = { total_products: 40, total_users: 60, total_balance_points: 85962, total_balance_cash: '71713.15' };
const notFound = { status: 404, body: { detail: 'Not found.' } };

function renderCard(
  reply: (call: RecordedCall) => { status?: number; body?: unknown },
  { queryClient, store = memoryStore() }: { queryClient?: QueryClient; store?: Store } = {},
) {
  signInWith(makeToken());
  const server = fakeServer(call => (call.path === 'main/dashboard/' ? { body: totals } : reply(call)));
  render(
    <MemoryRouter>
      <AreasContext.Provider value={areas}>
        <AdminContext
          dataProvider={createAppDataProvider()}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          store={store}
        >
          <LiabilityCard />
        </AdminContext>
      </AreasContext.Provider>
    </MemoryRouter>,
  );
  return server;
}

/** The card's lines: the heading and total, each part's label and figures, and the caption. */
async function cardText() {
  const card = within(await screen.findByRole('region', { name: 'Liability: Owed to members now' }));
  await card.findByText(/^₹/, { selector: '[data-testid=liability_total]' });
  return {
    total: card.getByTestId('liability_total').textContent,
    parts: card.getAllByRole('definition').map(item => item.textContent),
    terms: card.getAllByRole('term').map(item => item.textContent),
    caption: card.getByTestId('liability_caption').textContent,
  };
}

const paths = (calls: RecordedCall[]) => calls.map(call => `${call.method} ${call.path}`);

describe('the dashboard’s liability card', () => {
  it('shows the server’s figures, asked once the dashboard’s totals have answered', async () => {
    const { calls } = renderCard(call =>
      call.path === 'programme/liability/'
        ? {
            body: {
              point_value: 0.5,
              points_outstanding: 85962,
              cash_outstanding: 71713.15,
              points_held: 3550,
              cash_held: 870,
              total: 117339.15,
            },
          }
        : call.path === 'schemes/committed/'
          ? { body: { points: 1397, cash_paise: 25050, bills: 4 } }
          : { status: 500, body: {} },
    );
    // Placeholders first, in the same lines.
    expect(screen.getByTestId('liability_total').querySelector('.MuiSkeleton-root')).not.toBeNull();
    expect(screen.getByTestId('liability_line_schemes').querySelector('.MuiSkeleton-root')).not.toBeNull();
    await screen.findByText('1,397 points and ₹250.50 in cash');
    expect(await cardText()).toEqual({
      total: '₹1,17,339.15',
      terms: [
        'Points outstanding',
        'Cash outstanding',
        'Held by pending voucher requests',
        'Held by pending payout requests',
        'Committed by live schemes to pending bills',
      ],
      parts: [
        '85,962 points',
        'Worth ₹42,981 at ₹0.50 a point',
        '₹71,713.15',
        '3,550 points',
        'Worth ₹1,775 at ₹0.50 a point',
        '₹870',
        // An area's line, apart from what is owed now: 1,397 × ₹0.50 + ₹250.50 = ₹949.
        '1,397 points and ₹250.50 in cash',
        'Worth ₹949 at ₹0.50 a point, on 4 bills',
        'See the schemes',
      ],
      caption: '\u00a0',
    });
    expect(screen.getByRole('link', { name: 'See the schemes' })).toHaveAttribute('href', '/schemes');
    expect(paths(calls).sort()).toEqual(['GET main/dashboard/', 'GET programme/liability/', 'GET schemes/committed/']);
  });

  it('works it out in the browser on a backend without it (404): totals, pending requests whole, the point’s value', async () => {
    const voucherRequests = [
      { id: 1, requested_on: '2025-06-14', voucher_details: { offer_name: 'A', points_required: 300 } },
      { id: 2, requested_on: '2025-06-13', points: 1000, voucher_details: { offer_name: 'B', points_required: 900 } },
    ];
    const payouts = [
      { id: 7, date: '2025-06-14', amount: '150.50' },
      { id: 8, date: '2025-06-13', amount: 290 },
    ];
    const { calls } = renderCard(call => {
      if (call.path === 'loyalty/voucher-requests/') return { body: voucherRequests };
      if (call.path === 'loyalty/payment/pending/list/') return { body: payouts };
      return notFound;
    });
    // 85,962 + 300 + 1,000 points at ₹1 (the default), ₹71,713.15 + ₹150.50 + ₹290
    expect(await cardText()).toMatchObject({
      total: '₹1,59,415.65',
      parts: [
        '85,962 points',
        'Worth ₹85,962 at ₹1 a point',
        '₹71,713.15',
        '1,300 points',
        'Worth ₹1,300 at ₹1 a point',
        '₹440.50',
      ],
      caption: 'Worked out in the browser',
    });
    expect(paths(calls).sort()).toEqual([
      'GET loyalty/payment/pending/list/',
      'GET loyalty/voucher-requests/',
      'GET main/dashboard/',
      'GET programme/liability/',
      'GET programme/settings/',
      'GET schemes/committed/',
    ]);
    // The schemes' line is left out where the backend has none.
    expect(screen.queryByText('Committed by live schemes to pending bills')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'See the schemes' })).toBeNull();
  });

  it('counts points at the value the backend keeps when it has settings but no liability', async () => {
    renderCard(call => {
      if (call.path === 'programme/settings/') {
        return {
          body: {
            point_value: '0.25',
            tax_194r_threshold: 20000,
            tax_194r_rate_with_pan: 10,
            tax_194r_rate_without_pan: 20,
          },
        };
      }
      if (call.path === 'loyalty/voucher-requests/' || call.path === 'loyalty/payment/pending/list/')
        return { body: [] };
      return notFound;
    });
    // 85,962 × ₹0.25 = ₹21,490.50, + ₹71,713.15
    expect(await cardText()).toMatchObject({ total: '₹93,203.65', caption: 'Worked out in the browser' });
  });

  it('keeps the room of a line found missing only where its placeholders were drawn, and remembers it missing', async () => {
    // Kept as the app keeps it, in local storage, across visits (a memory store empties at each).
    const store = localStorageStore(undefined, `liability-card-${Date.now()}`);
    const reply = (call: RecordedCall) =>
      call.path === 'loyalty/voucher-requests/' || call.path === 'loyalty/payment/pending/list/'
        ? { body: [] }
        : notFound;
    renderCard(reply, { queryClient: new QueryClient(), store });
    await cardText();
    await waitFor(() => expect(screen.getByTestId('liability_line_schemes')).not.toBeVisible());
    cleanup();
    // Another visit, nothing asked yet: no room is drawn for it.
    renderCard(reply, { queryClient: new QueryClient(), store });
    await screen.findByRole('region', { name: 'Liability: Owed to members now' });
    expect(screen.queryByTestId('liability_line_schemes')).toBeNull();
    await cardText();
    expect(screen.queryByTestId('liability_line_schemes')).toBeNull();
    cleanup();
    // A backend found with it again draws it, and forgets it missing.
    renderCard(
      call => (call.path === 'schemes/committed/' ? { body: { points: 7, cash_paise: 0, bills: 1 } } : reply(call)),
      {
        queryClient: new QueryClient(),
        store,
      },
    );
    await screen.findByText('See the schemes');
    await waitFor(() => expect(store.getItem('dashboard.absentLiabilityLines')).toEqual([]));
  });

  it("says so in an area's line whose figures fail, and shows the rest", async () => {
    renderCard(call =>
      call.path === 'schemes/committed/'
        ? { status: 500, body: {} }
        : call.path === 'loyalty/voucher-requests/' || call.path === 'loyalty/payment/pending/list/'
          ? { body: [] }
          : notFound,
    );
    expect(await cardText()).toMatchObject({ total: '₹1,57,675.15' });
    const line = within(screen.getByTestId('liability_line_schemes'));
    expect(line.getAllByRole('definition').map(item => item.textContent)).toEqual([
      'Failed to fetch what the schemes have committed.',
      '\u00a0',
      'See the schemes',
    ]);
  });

  it("says while an area's figures are worked out afresh, and asks them again until they are", async () => {
    // 10:30 in India; the line's point value is the liability's ₹1.
    const answers = [
      { points: 0, cash_paise: 0, bills: 0, as_of: null },
      { points: 1397, cash_paise: 0, bills: 4, as_of: '2025-06-15T05:00:00.000Z' },
      { points: 799, cash_paise: 0, bills: 3 },
    ];
    const { calls } = renderCard(call =>
      call.path === 'schemes/committed/'
        ? { body: answers[Math.min(calls.filter(each => each.path === call.path).length, answers.length) - 1] }
        : call.path === 'loyalty/voucher-requests/' || call.path === 'loyalty/payment/pending/list/'
          ? { body: [] }
          : notFound,
    );
    const line = within(await screen.findByTestId('liability_line_schemes'));
    const definitions = () => line.getAllByRole('definition').map(item => item.textContent);
    await line.findByText('Being worked out');
    expect(definitions()).toEqual(['Being worked out', '\u00a0', 'See the schemes']);
    await line.findByText('1,397 points and ₹0 in cash', {}, { timeout: 5_000 });
    expect(definitions()).toEqual([
      '1,397 points and ₹0 in cash',
      'Worth ₹1,397 at ₹1 a point, on 4 bills, as of 15-06-2025, 10:30 AM; being worked out afresh',
      'See the schemes',
    ]);
    await line.findByText('799 points and ₹0 in cash', {}, { timeout: 5_000 });
    expect(definitions()).toEqual([
      '799 points and ₹0 in cash',
      'Worth ₹799 at ₹1 a point, on 3 bills',
      'See the schemes',
    ]);
    // Once worked out, asked no more.
    const asked = calls.filter(call => call.path === 'schemes/committed/').length;
    await new Promise(resolve => setTimeout(resolve, 2_500));
    expect(calls.filter(call => call.path === 'schemes/committed/')).toHaveLength(asked);
  });

  it('says "Failed to fetch the liability" when the backend fails otherwise', async () => {
    renderCard(() => ({ status: 500, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the liability');
  });
});
