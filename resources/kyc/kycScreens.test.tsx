import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import KycList from './KycList';
import KycSettingsPage from './KycSettingsPage';
import MemberKyc from './MemberKyc';
import { MemberKycPanel } from './MemberKycPanel';
import SharedReport from './SharedReport';
import { awaitingPan, member, settings } from './fixtures/kycFixtures';
import { at, kycServer } from './fixtures/kycServer';

const signedInAs = (role?: string, userId = 7) => {
  signInWith(makeToken(role ? { role, user_id: userId } : { user_id: userId }));
  localStorage.setItem('userId', String(userId));
};

beforeEach(() => signedInAs());

const memberPage = () => at('/kyc/members/3', '/kyc/members/:id', <MemberKyc />);
const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter(call => call.method === 'POST').map(call => [call.path, call.body]);
const section = (name: string) => screen.getByRole('region', { name });

describe("the members' KYC", () => {
  it('lists each member with their PAN and account states, linked to their KYC, and filters by state', async () => {
    const user = userEvent.setup();
    const { calls } = kycServer();
    at('/kyc', '/kyc', <KycList />);
    const table = await screen.findByRole('table', { name: 'Members’ KYC' });
    const ravi = await within(table).findByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).getByText('Inoperative')).toBeInTheDocument();
    expect(within(ravi).getByText('Failed')).toBeInTheDocument();
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/kyc/members/4');
    expect(screen.getByRole('link', { name: 'Shared report' })).toHaveAttribute('href', '/kyc/shared');

    await user.click(screen.getByRole('combobox', { name: 'State of the PAN or account' }));
    await user.click(await screen.findByRole('option', { name: 'Inoperative' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Asha Rao/ })).toBeNull());
    expect(calls.map(call => call.query)).toContainEqual(expect.objectContaining({ state: 'inoperative' }));
  });

  it('says KYC is not kept where the backend has none', async () => {
    fakeServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
    at('/kyc', '/kyc', <KycList />);
    expect(await screen.findByText('KYC is not kept on this backend.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shared report' })).toBeNull();
  });
});

describe("a member's KYC", () => {
  it('shows the three names side by side, the PAN beside its card, the account with the bank’s name, and the checks made', async () => {
    kycServer();
    memberPage();
    expect(await screen.findByRole('heading', { name: 'KYC of Asha Rao', level: 1 })).toBeInTheDocument();
    const names = section('Names side by side');
    expect(within(names).getByText('Member’s name').nextSibling).toHaveTextContent('Asha Rao');
    expect(within(names).getByText('Name on the PAN').nextSibling).toHaveTextContent('Not returned yet');
    expect(within(names).getByText('Name on the account').nextSibling).toHaveTextContent('ASHA R ENTERPRISES');
    const pan = section('PAN');
    expect(within(pan).getByText('ABCPR1234F')).toBeInTheDocument();
    expect(within(pan).getByRole('img', { name: 'PAN card of Asha Rao' })).toHaveAttribute(
      'src',
      'https://media.example/pan/3.jpg',
    );
    const account = section('Payout account');
    expect(within(account).getByText('HDFC0001234')).toBeInTheDocument();
    expect(within(account).getByText('Name differs')).toBeInTheDocument();
    expect(within(account).getByText('52%')).toBeInTheDocument();
    const checks = within(section('Checks made')).getByRole('list', { name: 'Checks made' });
    expect(within(checks).getByText(/Demo rules · Sunita Iyer/)).toBeInTheDocument();
    expect(within(checks).getByText(/"name_at_bank": "ASHA R ENTERPRISES"/)).toBeInTheDocument();
  });

  it("checks the PAN once however often it is clicked; a refusal or a verifier down shows the server's words, the state unchanged", async () => {
    const user = userEvent.setup();
    const limited = 'Too many checks of this member: try again in 10 minutes.';
    const down = 'The verifier did not answer: nothing was recorded, try again later.';
    const { calls } = kycServer(call => {
      if (call.path.endsWith('pan/check/')) return { status: 429, body: { message: limited } };
      if (call.path.endsWith('account/check/')) return { status: 503, body: { message: down } };
      return undefined;
    });
    memberPage();
    const pan = await screen.findByRole('region', { name: 'PAN' });
    await user.dblClick(within(pan).getByRole('button', { name: 'Check PAN' }));
    expect(await within(pan).findByText(limited)).toBeInTheDocument();
    expect(within(pan).getByText('Not checked')).toBeInTheDocument();
    const account = section('Payout account');
    await user.click(within(account).getByRole('button', { name: 'Check account' }));
    expect(await within(account).findByText(down)).toBeInTheDocument();
    expect(within(account).getByText('Name differs')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      ['kyc/members/3/pan/check/', undefined],
      ['kyc/members/3/account/check/', undefined],
    ]);
  });

  it('records a manual verification: the outcome and the reason are asked before sending, sent once, kept on a refusal', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = kycServer(call => {
      if (call.method !== 'POST') return undefined;
      return refuse
        ? { status: 409, body: { message: 'The PAN changed meanwhile: reload.' } }
        : { body: awaitingPan(7) };
    });
    memberPage();
    const pan = await screen.findByRole('region', { name: 'PAN' });
    await user.click(within(pan).getByRole('button', { name: 'Record manual verification of the PAN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual verification of the PAN of Asha Rao' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Enter yes or no.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(/./);
    expect(posts(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /^Verified/ }));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Card matches the figures and the photo.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The PAN changed meanwhile: reload.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Card matches the figures and the photo.');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Manual verification/ })).toBeNull());
    expect(posts(calls)).toEqual([
      ['kyc/members/3/pan/manual/', { verified: true, reason: 'Card matches the figures and the photo.' }],
      ['kyc/members/3/pan/manual/', { verified: true, reason: 'Card matches the figures and the photo.' }],
    ]);
  });

  it('offers Confirm to another administrator than the recorder, showing the server’s 403 should it refuse', async () => {
    const user = userEvent.setup();
    const refusal = 'You recorded this outcome: another administrator confirms it (four eyes).';
    const { calls } = kycServer(
      call => (call.method === 'POST' ? { status: 403, body: { message: refusal } } : undefined),
      awaitingPan(9),
    );
    memberPage();
    const pan = await screen.findByRole('region', { name: 'PAN' });
    expect(within(pan).getByText(/Recorded by Sunita Iyer on .*: verified\. Awaiting/)).toBeInTheDocument();
    await user.click(within(pan).getByRole('button', { name: 'Confirm the manual verification of the PAN' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm the manual verification of the PAN of Asha Rao?',
    });
    expect(within(dialog).getByText(/Reason: Card matches the figures and the photo\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(posts(calls)).toEqual([['kyc/members/3/pan/confirm/', undefined]]);
  });

  it('tells the administrator who recorded an outcome that another confirms it, offering them no Confirm', async () => {
    signedInAs(undefined, 9);
    kycServer(undefined, awaitingPan(9));
    memberPage();
    const pan = await screen.findByRole('region', { name: 'PAN' });
    expect(within(pan).getByText('You recorded this outcome: another administrator confirms it.')).toBeInTheDocument();
    expect(within(pan).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('offers no check of an account where the member has asked for no payout, nor any check by the verifier where checks are by hand', async () => {
    kycServer(undefined, {
      ...member,
      verifier: 'manual',
      account: { ...member.account, number: null, state: 'unchecked' },
    });
    memberPage();
    const account = await screen.findByRole('region', { name: 'Payout account' });
    expect(within(account).getByText('None on record')).toBeInTheDocument();
    expect(within(account).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Checks run by: By hand')).toBeInTheDocument();
    const pan = section('PAN');
    expect(within(pan).queryByRole('button', { name: 'Check PAN' })).toBeNull();
    expect(within(pan).getByRole('button', { name: 'Record manual verification of the PAN' })).toBeInTheDocument();
  });

  it('is read by finance, who checks, records and confirms nothing', async () => {
    signedInAs('finance');
    kycServer(undefined, awaitingPan(9));
    memberPage();
    await screen.findByRole('heading', { name: 'KYC of Asha Rao', level: 1 });
    expect(screen.queryAllByRole('button', { name: /^(Check|Record|Confirm)/ })).toEqual([]);
  });
});

describe('the shared report', () => {
  it('lists the accounts shared by members and the members whose names disagree, each linked to their KYC', async () => {
    kycServer();
    at('/kyc/shared', '/kyc/shared', <SharedReport />);
    const groups = await screen.findByRole('table', { name: 'Shared by more than one member' });
    const row = within(groups).getByRole('row', { name: /555566667777/ });
    expect(within(row).getByText('Account')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Imran Shaikh' })).toHaveAttribute('href', '/kyc/members/5');
    expect(within(row).getByRole('link', { name: 'Neha Joshi' })).toHaveAttribute('href', '/kyc/members/6');
    const disagree = screen.getByRole('table', { name: 'Members whose names disagree' });
    const asha = within(disagree).getByRole('row', { name: /Asha Rao/ });
    expect(within(asha).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/kyc/members/3');
    expect(within(asha).getByText('ASHA R ENTERPRISES (52%)')).toBeInTheDocument();
  });
});

describe('the KYC settings', () => {
  it('let the owner choose the verifier, checked before sending', async () => {
    const user = userEvent.setup();
    const { calls } = kycServer();
    at('/kyc/settings', '/kyc/settings', <KycSettingsPage />);
    const form = await screen.findByRole('form', { name: 'KYC settings' });
    const threshold = within(form).getByLabelText(/^A name counts as the member’s/);
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '85');
    await user.click(within(form).getByRole('combobox', { name: /^Verifier/ }));
    await user.click(await screen.findByRole('option', { name: 'By hand' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.filter(call => call.method === 'PUT').map(call => call.body)).toEqual([
        { ...settings, verifier: 'manual', name_match_threshold: 85 },
      ]),
    );
  });
});

describe("a member's KYC on another page", () => {
  const panel = () => at('/user/user-detail/3', '/user/user-detail/:id', <MemberKycPanel memberId={3} />);

  it('shows the PAN’s and the account’s states, linked to the KYC page', async () => {
    kycServer();
    panel();
    const shown = await screen.findByRole('region', { name: 'KYC' });
    expect(within(shown).getByText('Not checked')).toBeInTheDocument();
    expect(within(shown).getByText('Name differs')).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'Open the KYC of Asha Rao' })).toHaveAttribute(
      'href',
      '/kyc/members/3',
    );
  });

  it('shows nothing to a role that may not read KYC', async () => {
    signedInAs('catalogue');
    const { calls } = kycServer();
    panel();
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'KYC' })).toBeNull();
    expect(calls.filter(call => call.path.startsWith('kyc/'))).toEqual([]);
  });
});
