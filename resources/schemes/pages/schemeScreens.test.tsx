import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import NewScheme from '../form/NewScheme';
import SchemeDetail from './SchemeDetail';
import SchemeList from './SchemeList';
import { monsoonScheme } from '../fixtures/schemeFixtures';
import { at, schemesServer } from '../fixtures/schemesServer';

beforeEach(() => {
  signInWith(makeToken());
  localStorage.setItem('userId', '7');
});

describe('the schemes list', () => {
  it('shows each scheme’s name, status, period and version in force', async () => {
    schemesServer();
    at('/schemes', '/schemes', <SchemeList />);
    const table = await screen.findByRole('table', { name: 'Schemes' });
    const row = await within(table).findByRole('row', { name: /Monsoon/ });
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(within(row).getByText('01-07-2026 to 30-09-2026')).toBeInTheDocument();
    expect(within(row).getByText('Version 1')).toBeInTheDocument();
  });

  it('shows each scheme as a card with a link to its page on a phone', async () => {
    const phone = (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', phone);
    schemesServer();
    at('/schemes', '/schemes', <SchemeList />);
    const cards = await screen.findByRole('list', { name: 'Schemes' });
    expect(await within(cards).findByText('01-07-2026 to 30-09-2026')).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Open Monsoon' })).toHaveAttribute('href', '/schemes/detail/3');
  });

  it('says schemes cannot be stored where the backend has none', async () => {
    fakeServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
    at('/schemes', '/schemes', <SchemeList />);
    expect(await screen.findByText(/Schemes cannot be stored on this backend/)).toBeInTheDocument();
  });
});

describe('drafting a scheme', () => {
  it('checks with the contract before sending, in clear words under each field, then sends paise and hundredths', async () => {
    const user = userEvent.setup();
    const { calls } = schemesServer(call =>
      call.method === 'POST' && call.path === 'schemes/'
        ? { status: 201, body: { ...monsoonScheme, id: 8 } }
        : undefined,
    );
    at('/schemes/new', '/schemes/new', <NewScheme />);
    const form = await screen.findByRole('form', { name: 'Scheme' });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Choose a product, brand or category.')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(1);

    await user.type(within(form).getByLabelText(/^Name/), 'Monsoon');
    await user.type(within(form).getByLabelText(/^Starts on/), '2026-09-30');
    await user.type(within(form).getByLabelText(/^Ends on/), '2026-07-01');
    const rule = within(form).getByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByRole('combobox', { name: 'Of' }));
    await user.click(await screen.findByRole('option', { name: 'A brand' }));
    await user.click(within(rule).getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Asian Paints' }));
    await user.type(within(rule).getByLabelText('Points per unit'), '150');
    await user.type(within(rule).getByLabelText('Cash per unit (₹)'), '2.505');
    await user.click(within(form).getByRole('button', { name: 'Add a rule' }));
    const second = within(form).getByRole('group', { name: 'Rule 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Kind of rule' }));
    await user.click(await screen.findByRole('option', { name: 'Multiplier' }));
    await user.type(within(second).getByLabelText(/^Multiplier \(×\)/), '20');
    await user.type(within(form).getByLabelText('Budget (₹)'), '50000');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Enter rupees, with at most two decimals.')).toBeInTheDocument();
    expect(within(form).getByText(/A multiplier is more than ×1 and at most ×10/)).toBeInTheDocument();

    await user.clear(within(rule).getByLabelText('Cash per unit (₹)'));
    await user.type(within(rule).getByLabelText('Cash per unit (₹)'), '2.50');
    await user.clear(within(second).getByLabelText(/^Multiplier \(×\)/));
    await user.type(within(second).getByLabelText(/^Multiplier \(×\)/), '2');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('The end cannot be before the start.')).toBeInTheDocument();
    expect(calls.filter(call => call.method !== 'GET')).toEqual([]);

    await user.clear(within(form).getByLabelText(/^Starts on/));
    await user.type(within(form).getByLabelText(/^Starts on/), '2026-07-01');
    await user.clear(within(form).getByLabelText(/^Ends on/));
    await user.type(within(form).getByLabelText(/^Ends on/), '2026-09-30');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter(call => call.method === 'POST')).toHaveLength(1));
    expect(calls.find(call => call.method === 'POST')?.body).toEqual({
      name: 'Monsoon',
      terms: {
        starts_on: '2026-07-01',
        ends_on: '2026-09-30',
        user_types: [],
        firm_types: [],
        states: [],
        stacking: 'adds',
        rules: [
          { kind: 'per_unit', target: { brand: 4 }, points: 150, cash_paise: 250 },
          { kind: 'multiplier', over: 'bill', hundredths: 200 },
        ],
        caps: { budget_paise: 5_000_000 },
      },
    });
  });
});

describe("a scheme's page", () => {
  it('writes each version’s terms in words, with who drafted and approved it', async () => {
    schemesServer(call =>
      call.path === 'user/user-type-choices/' ? { body: [{ key: 'contractor', value: 'Contractor' }] } : undefined,
    );
    at('/schemes/detail/3', '/schemes/detail/:id', <SchemeDetail />);
    const first = await screen.findByRole('article', { name: 'Version 1, from 01-07-2026' });
    expect(within(first).getByText('From 01-07-2026 to 30-09-2026.')).toBeInTheDocument();
    expect(within(first).getByText('For every member.')).toBeInTheDocument();
    expect(within(first).getByText('Adds to other schemes.')).toBeInTheDocument();
    expect(
      await within(first).findByText('150 PTS per unit of any product of the brand Asian Paints.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('At most 2,000 PTS a member over the period.')).toBeInTheDocument();
    expect(within(first).getByText(/Approved by finance@loyalty.test/)).toBeInTheDocument();
    const draft = screen.getByRole('article', { name: 'Version 2, from 01-08-2026' });
    expect(within(draft).getByText('× 1.5 over the points other schemes give on the whole bill.')).toBeInTheDocument();
    expect(within(draft).getByText(/Not approved yet/)).toBeInTheDocument();
    expect(
      await screen.findByText('Credited under it so far: 1,200 PTS + ₹50.00, ₹1,250.00 at the point’s value.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Budget ₹5,000.00: ₹3,750.00 left.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credited by week', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Credited by week' })).toHaveTextContent('From 06-07-2026');
    // A member type by its label, under a heading that names its table.
    expect(screen.getByRole('heading', { name: 'Credited by member type', level: 3 })).toBeInTheDocument();
    const byType = screen.getByRole('table', { name: 'Credited by member type' });
    expect(await within(byType).findByRole('cell', { name: 'Contractor' })).toBeInTheDocument();
    expect(within(byType).queryByRole('cell', { name: 'contractor' })).not.toBeInTheDocument();
    // A draft is waiting: no second new version until it is approved or discarded.
    expect(screen.queryByRole('button', { name: 'New version from a date' })).not.toBeInTheDocument();
  });

  it('approves a draft, and shows the server’s refusal in its own words', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = schemesServer(call =>
      call.path === 'schemes/3/approve/'
        ? refuse
          ? { status: 403, body: { message: 'Another administrator approves a draft you made.' } }
          : { body: monsoonScheme }
        : undefined,
    );
    at('/schemes/detail/3', '/schemes/detail/:id', <SchemeDetail />);
    const approve = await screen.findByRole('button', { name: 'Approve version 2' });
    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('Another administrator approves a draft you made.');
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    refuse = false;
    await user.click(await screen.findByRole('button', { name: 'Approve version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The version is live.')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'POST').map(call => [call.path, call.body])).toEqual([
      ['schemes/3/approve/', { version: 2 }],
      ['schemes/3/approve/', { version: 2 }],
    ]);
  });

  it('disables Approve with the reason for the drafter, and for a role that may not approve', async () => {
    localStorage.setItem('userId', '9');
    schemesServer();
    const { unmount } = at('/schemes/detail/3', '/schemes/detail/:id', <SchemeDetail />);
    const approve = await screen.findByRole('button', { name: 'Approve version 2' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You drafted this version: another administrator approves it.');
    unmount();

    localStorage.setItem('userId', '7');
    signInWith(makeToken({ role: 'support' }));
    at('/schemes/detail/3', '/schemes/detail/:id', <SchemeDetail />);
    const theirs = await screen.findByRole('button', { name: 'Approve version 2' });
    expect(theirs).toBeDisabled();
    expect(theirs).toHaveAccessibleDescription('Your role may not approve schemes.');
  });
});
