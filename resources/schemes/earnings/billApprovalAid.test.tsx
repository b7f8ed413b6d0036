import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import BillApprovalAid from './BillApprovalAid';
import BillEarnings from './BillEarnings';
import { workedOut, workedOutWords } from '../fixtures/schemeFixtures';

beforeEach(() => {
  signInWith(makeToken());
});

const matched = {
  ...workedOut,
  points: workedOut.points + 40,
  lines: [
    ...workedOut.lines,
    {
      scheme_id: 1,
      scheme_name: 'Base',
      version: 1,
      kind: 'per_unit' as const,
      product_id: 30,
      product_name: 'Tractor Emulsion 4 L',
      units: 2,
      points_per_unit: 20,
      cash_paise_per_unit: 0,
      points: 40,
      cash_paise: 0,
    },
  ],
  unmatched: [],
};

/** The reference server: the work-out by the products matched, and the catalogue's search. */
const schemesServer = () =>
  fakeServer((call: RecordedCall) => {
    if (call.path === 'schemes/work-out/')
      return { body: (call.body as { product_matches?: unknown }).product_matches ? matched : workedOut };
    if (call.path === 'product/search/')
      return { body: { brands: [], categories: [], products: [{ id: 30, name: 'Tractor Emulsion 4 L' }] } };
    return { status: 404, body: { detail: 'Not found.' } };
  });

describe("the approval dialog's breakdown (the schemes' billApprovalAid)", () => {
  it('works the bill out, shows it line by line, reports the figures, and asks again with a line matched by hand', async () => {
    const { calls } = schemesServer();
    const onWorkedOut = vi.fn();
    renderScreen('/aid', '/aid', <BillApprovalAid billId={5} onWorkedOut={onWorkedOut} />);
    const breakdown = await screen.findByRole('list', { name: 'How the schemes work it out' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map(item => item.firstChild?.firstChild?.textContent),
    ).toEqual(workedOutWords);
    expect(screen.getByText('Schemes’ total: 1,010 PTS + ₹15.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(onWorkedOut).toHaveBeenLastCalledWith({ points_earned: 1010, cash_earned: 15, product_matches: {} }),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'schemes/work-out/', body: { bill_id: 5 } });

    const picker = screen.getByRole('combobox', { name: 'Product for “Tractor Emulsion 4L”' });
    await userEvent.type(picker, 'Tractor');
    await userEvent.click(await screen.findByRole('option', { name: 'Tractor Emulsion 4 L' }));
    await waitFor(() =>
      expect(onWorkedOut).toHaveBeenLastCalledWith({
        points_earned: 1050,
        cash_earned: 15,
        product_matches: { 'Tractor Emulsion 4L': 30 },
      }),
    );
    expect(calls.filter(call => call.path === 'schemes/work-out/').at(-1)?.body).toEqual({
      bill_id: 5,
      product_matches: { 'Tractor Emulsion 4L': 30 },
    });
    expect(await screen.findByText('2 × Tractor Emulsion 4 L at 20 PTS, Base scheme: 40 PTS')).toBeInTheDocument();
    // The line matched by hand keeps its control, showing the product chosen.
    expect(screen.getByRole('combobox', { name: 'Product for “Tractor Emulsion 4L”' })).toHaveValue(
      'Tractor Emulsion 4 L',
    );
  });

  it('shows nothing and reports nothing where the backend stores no schemes (404)', async () => {
    fakeServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
    const onWorkedOut = vi.fn();
    const { container } = renderScreen('/aid', '/aid', <BillApprovalAid billId={5} onWorkedOut={onWorkedOut} />);
    await waitFor(() => expect(onWorkedOut).toHaveBeenCalledWith(null));
    expect(container).toBeEmptyDOMElement();
  });

  it('reports nothing where no scheme applies: the figures are typed as before', async () => {
    fakeServer(() => ({ body: { points: 0, cash_paise: 0, lines: [], unmatched: [] } }));
    const onWorkedOut = vi.fn();
    renderScreen('/aid', '/aid', <BillApprovalAid billId={5} onWorkedOut={onWorkedOut} />);
    expect(await screen.findByText('No scheme applies to this bill.')).toBeInTheDocument();
    expect(onWorkedOut).toHaveBeenLastCalledWith(null);
  });
});

describe("the bill page's breakdown (the schemes' billEarnings)", () => {
  it('shows a decided bill’s breakdown as recorded, with the reason given, and asks nothing', async () => {
    const { calls } = fakeServer(() => ({ status: 500 }));
    const earning_breakdown = {
      ...workedOut,
      product_matches: { 'Tractor Emulsion 4L': 30 },
      reason: 'Dealer promise',
    };
    renderScreen('/bill', '/bill', <BillEarnings bill={{ id: 5, status: 'approved', earning_breakdown }} />);
    const breakdown = await screen.findByRole('list', { name: 'Figures from the schemes, as decided' });
    expect(within(breakdown).getByText('Diwali × 2: 900 PTS')).toBeInTheDocument();
    expect(screen.getByText('Reason the figures differ: Dealer promise')).toBeInTheDocument();
    expect(screen.getByText('Matched by hand: Tractor Emulsion 4L')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a pending bill’s breakdown as the schemes work it out now, and nothing for a bill decided without them', async () => {
    schemesServer();
    const { unmount } = renderScreen('/bill', '/bill', <BillEarnings bill={{ id: 5, status: 'pending' }} />);
    const breakdown = await screen.findByRole('list', { name: 'How the schemes work it out' });
    expect(within(breakdown).getByText('12 × ₹100 at 5 PTS, Base scheme: 60 PTS')).toBeInTheDocument();
    unmount();
    const { container } = renderScreen(
      '/bill',
      '/bill',
      <BillEarnings bill={{ id: 6, status: 'approved', earning_breakdown: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
