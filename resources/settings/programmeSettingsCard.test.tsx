import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '@/src/appDataProvider';
import { i18nProvider } from '@/src/i18n';
import { PopupProvider } from '@/src/ui/PopupProvider';
import { fakeServer, makeToken, signInWith, type RecordedCall } from '@/tests/unit/fakes';
import { ProgrammeSettingsCard } from './ProgrammeSettingsCard';

const kept = {
  point_value: '1.00',
  tax_194r_threshold: 20000,
  tax_194r_rate_with_pan: 10,
  tax_194r_rate_without_pan: 20,
};

function renderCard(reply: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signInWith(makeToken());
  const server = fakeServer(reply);
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createAppDataProvider()} i18nProvider={i18nProvider}>
        <PopupProvider>
          <ProgrammeSettingsCard />
        </PopupProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return server;
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });

describe("Settings' Programme card", () => {
  it('shows the defaults read only on a backend without the settings (404)', async () => {
    renderCard(() => ({ status: 404, body: { detail: 'Not found.' } }));
    const card = within(await screen.findByRole('region', { name: 'Programme' }));
    await card.findByText('These cannot be changed on this backend.');
    expect(card.getAllByRole('definition').map(item => item.textContent)).toEqual([
      '₹1',
      '₹20,000',
      '10%',
      '20%',
      '₹2,00,000',
      '3',
      '5',
      '7',
    ]);
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks by the contract, sends numbers by PUT, and keeps what was typed when the server refuses, with its words', async () => {
    const { calls } = renderCard(call =>
      call.method === 'PUT'
        ? { status: 400, body: { tax_194r_threshold: ['The threshold cannot change mid-year.'] } }
        : { body: kept },
    );
    const threshold = await field('Section 194R threshold');
    const rate = await field('Section 194R rate without');
    expect(threshold).toHaveValue('20000');
    expect(await field('Rupee value of a point')).toHaveValue('1');

    await userEvent.clear(rate);
    await userEvent.type(rate, '20.555');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    expect(await screen.findByText('Enter a rate from 0 to 100, with at most two decimals.')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(rate);
    await userEvent.type(rate, '25');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '25000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'Failed to save the programme settings',
    );
    expect(await screen.findByText('The threshold cannot change mid-year.')).toBeInTheDocument();
    expect(threshold).toHaveValue('25000');
    expect(rate).toHaveValue('25');
    expect(calls.filter(call => call.method === 'PUT').map(call => [call.path, call.body])).toEqual([
      [
        'programme/settings/',
        {
          point_value: 1,
          tax_194r_threshold: 25000,
          tax_194r_rate_with_pan: 10,
          tax_194r_rate_without_pan: 25,
          // A backend from before the risk rules answers none of theirs: their defaults are sent.
          risk_amount_30_days: 200000,
          risk_bills_per_day: 3,
          risk_usual_multiple: 5,
          risk_days_after_joining: 7,
        },
      ],
    ]);
  });

  it("checks the risk rules' thresholds before sending, and sends them as numbers", async () => {
    const { calls } = renderCard(call => (call.method === 'PUT' ? { body: call.body } : { body: kept }));
    const perDay = await field('Flag more bills in a day');
    const multiple = await field('Flag a bill over this many times');
    expect(perDay).toHaveValue('3');
    expect(multiple).toHaveValue('5');
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '2.5');
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    expect(await screen.findByText('Enter a whole number of bills, 0 or more (at most 1000).')).toBeInTheDocument();
    expect(
      screen.getByText('Enter how many times the usual amount, from 1 to 1000, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(perDay);
    await userEvent.type(perDay, '4');
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '2.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    await screen.findByText('Programme settings saved');
    expect(calls.filter(call => call.method === 'PUT').map(call => call.body)).toEqual([
      expect.objectContaining({ risk_bills_per_day: 4, risk_usual_multiple: 2.75, risk_amount_30_days: 200000 }),
    ]);
  });

  it('shows and sends the four-eyes thresholds when the backend answers them, and checks them first', async () => {
    const withFourEyes = { ...kept, four_eyes_payout: 25000, four_eyes_bill_cash: 10000, four_eyes_bill_points: 10000 };
    const { calls } = renderCard(call => (call.method === 'PUT' ? { body: call.body } : { body: withFourEyes }));
    const payout = await field('Second approval above \\(payout');
    const points = await field('Second approval above \\(points on a bill');
    expect(payout).toHaveValue('25000');
    expect(await field('Second approval above \\(cash on a bill')).toHaveValue('10000');
    await userEvent.clear(points);
    await userEvent.type(points, '99.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    expect(
      await screen.findByText('Enter a whole number of points, 0 or more (at most 1,000,000,000).'),
    ).toBeInTheDocument();
    await userEvent.clear(points);
    await userEvent.type(points, '20000');
    await userEvent.clear(payout);
    await userEvent.type(payout, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Programme Settings' }));
    await screen.findByText('Programme settings saved');
    expect(calls.filter(call => call.method === 'PUT').map(call => call.body)).toEqual([
      expect.objectContaining({ four_eyes_payout: 50000, four_eyes_bill_cash: 10000, four_eyes_bill_points: 20000 }),
    ]);
  });

  it('hides the four-eyes thresholds on a backend without them', async () => {
    renderCard(() => ({ body: kept }));
    await field('Rupee value of a point');
    expect(screen.queryByRole('textbox', { name: /^Second approval/ })).not.toBeInTheDocument();
  });
});
