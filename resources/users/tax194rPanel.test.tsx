import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { financialYearBounds, financialYearLabel, financialYearOf } from '@/contract/programme/financialYear';
import { createAppDataProvider } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { AreasContext } from '@/src/areasContext';
import type { Area } from '@/src/area';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { Tax194rPanel } from './Tax194rPanel';
import { TransactionHistory } from './TransactionHistory';

const current = financialYearOf(new Date());
const { start } = financialYearBounds(current);
/** An instant `days` after this financial year's first (before it when negative). */
const at = (days: number) => new Date(start.getTime() + days * 86_400_000).toISOString();

/** This year: 15,000 points and ₹7,000.50 cash credited, plus a refund that is no new benefit; last year: ₹5,000. */
const history = [
  { date: at(1), type: 'points_earned', amount: 15000 },
  { date: at(2), type: 'cash_earned', amount: 7000.5 },
  { date: at(3), type: 'points_refunded', amount: 4000 },
  { date: at(4), type: 'cash_redeemed', amount: 1000 },
  { date: at(-1), type: 'cash_earned', amount: 5000 },
];

function setup(reply: (call: RecordedCall) => { status?: number; body?: unknown } | undefined) {
  signInWith(makeToken());
  return fakeServer(
    call =>
      reply(call) ??
      (call.path === 'loyalty/admin/users/transactions/history/7/'
        ? { body: history }
        : { status: 404, body: { detail: 'Not found.' } }),
  );
}

/** An area showing the register, as the tax area does: the panel links to its page. */
const register: Area = { name: 'tax', pages: { tax194r: '/tax/194r' }, permissions: [] };

function renderPanel(user: Record<string, unknown>) {
  return render(
    <MemoryRouter>
      <AreasContext.Provider value={[register]}>
        <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
          <Tax194rPanel user={{ id: 7, ...user }} />
          <TransactionHistory userId={7} />
        </AdminContext>
      </AreasContext.Provider>
    </MemoryRouter>,
  );
}

/** The panel's cells of a row, by its heading: [this year, last year]. */
const row = (name: string | RegExp) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map(cell => cell.textContent);

describe("a member's section 194R panel", () => {
  it("works out both years from the history the page fetched once, with the defaults on the spec's backend (no settings)", async () => {
    const { calls } = setup(() => undefined);
    renderPanel({ pan_card_number: 'ABCDE1234F' });
    await screen.findByRole('table', { name: 'Section 194R figures by financial year' });
    expect(screen.getByRole('columnheader', { name: `FY ${financialYearLabel(current)}` })).toBeInTheDocument();
    expect(row('Points credited')).toEqual(['15,000', '0']);
    expect(row('Cash credited')).toEqual(['₹7,000.50', '₹5,000']);
    expect(row('Value of benefits (a point at ₹1)')).toEqual(['₹22,000.50', '₹5,000']);
    expect(row('Threshold ₹20,000')).toEqual(['Over threshold', 'Under threshold']);
    expect(row('PAN')).toEqual(['On record', 'On record']);
    expect(row('Rate that applies')).toEqual(['10%', '10%']);
    expect(row('Tax at that rate')).toEqual(['₹2,200.05', '₹0']);
    expect(
      screen.getByRole('link', { name: `Open the register for ${financialYearLabel(current - 1)}` }),
    ).toHaveAttribute(
      'href',
      `/tax/194r?${new URLSearchParams({ filter: JSON.stringify({ financial_year: String(current - 1) }) })}`,
    );
    expect(screen.getByText(/These are the defaults: this backend keeps no programme settings\./)).toBeInTheDocument();
    expect(calls.filter(call => call.path.startsWith('loyalty/admin/users/transactions/history/'))).toHaveLength(1);
  });

  it('says the settings failed instead of working the figures out on the defaults', async () => {
    setup(call => (call.path === 'programme/settings/' ? { status: 500, body: { detail: 'Boom' } } : undefined));
    renderPanel({ pan_card_number: 'ABCDE1234F' });
    expect(await screen.findByText('Failed to load the programme settings')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Section 194R figures by financial year' })).toBeNull();
  });

  it("uses the backend's settings, and the higher rate without a PAN", async () => {
    setup(call =>
      call.path === 'programme/settings/'
        ? {
            body: {
              point_value: 0.5,
              tax_194r_threshold: 14000,
              tax_194r_rate_with_pan: 10,
              tax_194r_rate_without_pan: 20,
            },
          }
        : undefined,
    );
    renderPanel({ pan_card_number: '  ' });
    await screen.findByRole('table', { name: 'Section 194R figures by financial year' });
    expect(row('Value of benefits (a point at ₹0.50)')).toEqual(['₹14,500.50', '₹5,000']);
    expect(row('Threshold ₹14,000')).toEqual(['Over threshold', 'Under threshold']);
    expect(row('PAN')).toEqual(['None', 'None']);
    expect(row('Rate that applies')).toEqual(['20%', '20%']);
    expect(row('Tax at that rate')).toEqual(['₹2,900.10', '₹0']);
    expect(screen.queryByText(/These are the defaults/)).not.toBeInTheDocument();
  });

  it("takes the higher rate where the server's KYC finds the PAN on record inoperative, and asks it once", async () => {
    const { calls } = setup(call =>
      call.path === 'programme/tax-194r/members/7/'
        ? { body: { higher_rate: true, pan_state: 'inoperative' } }
        : undefined,
    );
    renderPanel({ pan_card_number: 'ABCDE9999F' });
    await screen.findByRole('table', { name: 'Section 194R figures by financial year' });
    expect(row('PAN')).toEqual([
      'On record, but invalid or inoperative: counts as none',
      'On record, but invalid or inoperative: counts as none',
    ]);
    expect(row('Rate that applies')).toEqual(['20%', '20%']);
    expect(calls.filter(call => call.path === 'programme/tax-194r/members/7/')).toHaveLength(1);
  });
});
