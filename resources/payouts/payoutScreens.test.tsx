import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, makeToken, signInWith } from '@/tests/unit/fakes';
import { MenuEntryLink } from '@/src/layout/MenuEntryLink';
import BatchDetail from './BatchDetail';
import BatchList from './BatchList';
import NewBatch from './NewBatch';
import PayoutSettingsPage from './PayoutSettingsPage';
import { draftBatch, releasedBatch, settings } from './fixtures/payoutFixtures';
import { at, payoutsServer } from './fixtures/payoutsServer';
import { payoutsArea } from '.';

const signedInAs = (role?: string) => {
  signInWith(makeToken(role ? { role } : {}));
  localStorage.setItem('userId', '7');
};

beforeEach(() => signedInAs());

const batchPage = () => at('/payouts/batches/5', '/payouts/batches/:id', <BatchDetail />);

describe('the batches', () => {
  it('shows each batch newest first: its status, format, who built it, its totals, and "New batch"', async () => {
    const { calls } = payoutsServer();
    at('/payouts', '/payouts', <BatchList />);
    const table = await screen.findByRole('table', { name: 'Payout batches' });
    const row = await within(table).findByRole('row', { name: /Batch #5/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(await within(row).findByText('Plain CSV')).toBeInTheDocument();
    expect(within(row).getByText(/^Farah Mehta, /)).toBeInTheDocument();
    expect(within(row).getByText('₹2,50,500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New batch' })).toHaveAttribute('href', '/payouts/new');
    expect(calls.find(call => call.path === 'payouts/batches/')?.query).toMatchObject({ ordering: '-created_at' });
  });

  it('says the batches are not kept where the backend has none', async () => {
    fakeServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
    at('/payouts', '/payouts', <BatchList />);
    expect(await screen.findByText(/Payout batches are not kept on this backend/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New batch' })).not.toBeInTheDocument();
  });
});

describe('the menu entry', () => {
  const menu = () =>
    at('/', '/', <MenuEntryLink entry={payoutsArea.menu!} active={false} open onChosen={() => undefined} />);

  it('shows where the backend keeps batches', async () => {
    payoutsServer();
    menu();
    expect(await screen.findByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/payouts');
  });

  it('is not drawn where the backend answers 404 for the batches (the spec’s, without the gateway)', async () => {
    const { calls } = fakeServer(() => ({ status: 404, body: { detail: 'Not found.' } }));
    menu();
    await waitFor(() => expect(calls.some(call => call.path === 'payouts/batches/')).toBe(true));
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('building a batch', () => {
  const selectRow = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    const row = await screen.findByRole('row', { name: new RegExp(name) });
    await user.click(within(row).getByRole('checkbox'));
  };

  it('sends the payouts selected and the format once however often it is clicked; a payout taken meanwhile keeps the selection and says so', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = payoutsServer(call => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return { status: 409, body: { detail: 'Payout 42 is already in batch 4, drafted a moment ago.' } };
      return { status: 201, body: { ...draftBatch, id: 6 } };
    });
    at('/payouts/new', '/payouts/new', <NewBatch />);
    await selectRow(user, 'Asha Rao');
    await selectRow(user, 'Imran Shaikh');
    await user.click(await screen.findByRole('combobox', { name: 'Bank file format' }));
    await user.click(await screen.findByRole('option', { name: 'HDFC ENet' }));
    const create = screen.getByRole('button', { name: 'Create a batch of the 2 selected' });
    await user.dblClick(create);
    expect(await screen.findByText('Payout 42 is already in batch 4, drafted a moment ago.')).toBeInTheDocument();
    const posts = () => calls.filter(call => call.method === 'POST');
    expect(posts().map(call => [call.path, call.body])).toEqual([
      ['payouts/batches/', { payouts: [41, 42], format: 'hdfc_enet' }],
    ]);
    expect(screen.getByRole('button', { name: 'Create a batch of the 2 selected' })).toBeEnabled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create a batch of the 2 selected' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('sends "all" for every payout to pay, as finance', async () => {
    signedInAs('finance');
    const user = userEvent.setup();
    const { calls } = payoutsServer(call =>
      call.method === 'POST' ? { status: 201, body: { ...draftBatch, id: 6 } } : undefined,
    );
    at('/payouts/new', '/payouts/new', <NewBatch />);
    await screen.findByRole('row', { name: /Asha Rao/ });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create a batch of every payout to pay' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Create a batch of every payout to pay' }));
    await waitFor(() =>
      expect(calls.filter(call => call.method === 'POST').map(call => call.body)).toEqual([
        { payouts: 'all', format: 'plain_csv' },
      ]),
    );
  });

  it("corrects a reopened payout's bank details, saying what is wrong before sending", async () => {
    const user = userEvent.setup();
    const { calls } = payoutsServer(call => (call.method === 'PUT' ? { body: call.body } : undefined));
    at('/payouts/new', '/payouts/new', <NewBatch />);
    expect(await screen.findAllByText('Reopened')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Correct bank details of Asha Rao' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Correct bank details of Imran Shaikh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank details of Imran Shaikh' });
    const ifsc = within(dialog).getByLabelText(/^IFSC/);
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter the IFSC/)).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toEqual([]);

    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN0000002');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter(call => call.method === 'PUT').map(call => [call.path, call.body])).toEqual([
      [
        'payouts/payable/42/account/',
        {
          account_holders_name: 'Imran Shaikh',
          account_number: '998877665544',
          ifsc_code: 'SBIN0000002',
          bank_name: 'State Bank of India',
        },
      ],
    ]);
  });
});

describe("a draft batch's page", () => {
  it('shows the totals by mode and the held count above the lines, each problem in words, a blocking one marked', async () => {
    payoutsServer();
    batchPage();
    expect(await screen.findByRole('heading', { name: 'Batch #5', level: 1 })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals by mode' });
    expect(within(totals).getByRole('row', { name: 'IMPS 1 ₹500' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'RTGS 1 ₹2,50,000' })).toBeInTheDocument();
    expect(screen.getByText('1 line held')).toBeInTheDocument();
    const held = within(screen.getByRole('table', { name: 'Lines' })).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(within(held).getByText(/Blocking/)).toBeInTheDocument();
    expect(within(held).getByText('The IFSC is not a real branch code.')).toBeInTheDocument();
    expect(within(held).getByText(/higher rate \(no PAN\)/)).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/user/user-detail/4');
  });

  it('is not released by its maker, who is told who releases it', async () => {
    localStorage.setItem('userId', '9');
    payoutsServer();
    batchPage();
    const release = await screen.findByRole('button', { name: 'Release' });
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(/another finance administrator or the owner releases it/);
  });

  it('is released by another administrator after its totals and every warning, with one request', async () => {
    signedInAs('finance');
    const user = userEvent.setup();
    const { calls } = payoutsServer(call =>
      call.path === 'payouts/batches/5/release/'
        ? { body: { ...draftBatch, status: 'released', dropped: [42] } }
        : undefined,
    );
    batchPage();
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release batch #5 to the bank?' });
    expect(within(dialog).getByRole('table', { name: 'Totals' })).toBeInTheDocument();
    expect(within(dialog).getByText(/1 line is held|A line is held/)).toBeInTheDocument();
    const warnings = within(dialog).getByRole('list', { name: '2 lines with warnings' });
    expect(within(warnings).getByText(/Blocking: The IFSC is not a real branch code\./)).toBeInTheDocument();
    expect(within(warnings).getByText(/The same amount was paid to Asha Rao 3 days ago\./)).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(/1 held line was dropped/)).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'POST').map(call => call.path)).toEqual(['payouts/batches/5/release/']);
  });

  it("shows the server's refusal of a release in the dialog", async () => {
    const user = userEvent.setup();
    payoutsServer(call =>
      call.method === 'POST'
        ? { status: 403, body: { detail: 'Another finance administrator or the owner releases this batch.' } }
        : undefined,
    );
    batchPage();
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await within(dialog).findByText('Another finance administrator or the owner releases this batch.'),
    ).toBeInTheDocument();
  });

  it('lets an owner keep a held line, with a reason checked before sending', async () => {
    const user = userEvent.setup();
    const { calls } = payoutsServer(call => (call.method === 'POST' ? { body: draftBatch } : undefined));
    batchPage();
    await user.click(await screen.findByRole('button', { name: 'Keep the line of Ravi Kumar in the release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the line of Ravi Kumar in the release?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(await within(dialog).findByText(/required|Enter/i)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(/^Reason/),
      'The branch merged; the bank confirmed the new code works.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter(call => call.method === 'POST').map(call => [call.path, call.body])).toEqual([
      ['payouts/lines/12/keep/', { reason: 'The branch merged; the bank confirmed the new code works.' }],
    ]);
  });

  it('is discarded after a confirmation, its payouts payable again', async () => {
    const user = userEvent.setup();
    const { calls } = payoutsServer(call => (call.method === 'DELETE' ? { status: 204 } : undefined));
    batchPage();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard batch #5?' });
    expect(within(dialog).getByText('Its payouts go back to those waiting for a batch.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'DELETE').map(call => call.path)).toEqual(['payouts/batches/5/']);
  });

  it('shows a finance administrator no Keep', async () => {
    signedInAs('finance');
    payoutsServer();
    batchPage();
    await screen.findByRole('table', { name: 'Lines' });
    expect(screen.queryByRole('button', { name: /^Keep the line/ })).toBeNull();
  });
});

describe("a released batch's page", () => {
  it("shows the bank file's name and SHA-256, and downloads it", async () => {
    const user = userEvent.setup();
    const { calls } = payoutsServer(
      call => (call.path.endsWith('/file/') ? { body: 'reference,amount' } : undefined),
      releasedBatch,
    );
    URL.createObjectURL = () => 'blob:payouts';
    URL.revokeObjectURL = () => undefined;
    batchPage();
    expect(await screen.findByText('payouts-5.csv')).toBeInTheDocument();
    expect(screen.getByText(releasedBatch.file!.sha256)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download bank file' }));
    await waitFor(() => expect(calls.map(call => call.path)).toContain('payouts/batches/5/file/'));
  });

  it("previews the bank's answer line by line, then applies it", async () => {
    const user = userEvent.setup();
    const rows = [
      {
        row: 2,
        reference: 'PB5-11',
        line: 11,
        outcome: 'paid',
        utr: 'HDFCN1',
        reason: null,
        amount: 500,
        changes: true,
      },
      {
        row: 3,
        reference: 'PB5-13',
        line: 13,
        outcome: 'failed',
        utr: null,
        reason: 'Account closed',
        amount: 500,
        changes: true,
      },
      {
        row: 4,
        reference: 'PB9-99',
        line: null,
        outcome: 'unknown_reference',
        utr: null,
        reason: null,
        amount: 10,
        changes: false,
      },
    ];
    const { calls } = payoutsServer(
      call =>
        call.path === 'payouts/batches/5/answers/'
          ? { body: { file_sha256: 'ff', applied: (call.body as { apply?: string }).apply === 'true', rows } }
          : undefined,
      releasedBatch,
    );
    batchPage();
    await user.click(await screen.findByRole('button', { name: "Upload bank's answer" }));
    const dialog = await screen.findByRole('dialog', { name: "The bank's answer for batch #5" });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['reference,status,utr,reason\n'], 'answer.csv', { type: 'text/csv' }));
    const table = await within(dialog).findByRole('table', { name: "Rows of the bank's answer" });
    expect(within(table).getByRole('row', { name: /PB5-11 Asha Rao, ₹500 Paid HDFCN1/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /PB5-13 Imran Shaikh, ₹500 Failed .* Account closed/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /PB9-99 No line Unknown reference/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply (2 lines)' }));
    expect(await screen.findByText(/2 lines changed/)).toBeInTheDocument();
    const sent = calls.filter(call => call.method === 'POST').map(call => call.body as Record<string, unknown>);
    expect(sent.map(body => [(body.file as File).name, body.apply])).toEqual([
      ['answer.csv', undefined],
      ['answer.csv', 'true'],
    ]);
  });

  it('cancels a failed line with a reason, saying the cash goes back to the balance as a cash reversal', async () => {
    const user = userEvent.setup();
    const { calls } = payoutsServer(
      call => (call.method === 'POST' ? { body: releasedBatch } : undefined),
      releasedBatch,
    );
    batchPage();
    expect(await screen.findByRole('button', { name: 'Cancel payout to Meena Iyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel payout to Asha Rao' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel payout to Imran Shaikh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the payout to Imran Shaikh?' });
    expect(
      within(dialog).getByText(/goes back to the member’s balance, shown in their history as a cash reversal/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Member asked for points instead');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter(call => call.method === 'POST').map(call => [call.path, call.body])).toEqual([
      ['payouts/lines/13/cancel/', { reason: 'Member asked for points instead' }],
    ]);
  });

  it('offers no cancellation where the backend cannot credit the cash back, and says a reopened payout can only be paid again', async () => {
    payoutsServer(undefined, { ...releasedBatch, cancellable: false });
    batchPage();
    expect(await screen.findByText(/A failed or returned payout can only be paid again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel payout to / })).toBeNull();
  });

  it('draws a batch of thousands a page at a time, and shows the lines of one status', async () => {
    const user = userEvent.setup();
    const [paid, failed] = releasedBatch.lines;
    const lines = Array.from({ length: 2_000 }, (_, index) => ({
      ...(index === 1_234 ? failed : paid),
      id: 100 + index,
      reference: `PB5-${100 + index}`,
    }));
    payoutsServer(undefined, { ...releasedBatch, lines });
    batchPage();
    const table = await screen.findByRole('table', { name: 'Lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 100')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /PB5-1334/ })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

describe('the payout settings', () => {
  const settingsServer = () =>
    payoutsServer(call =>
      call.path === 'payouts/settings/' ? { body: call.method === 'PUT' ? call.body : settings } : undefined,
    );

  it('are changed by the owner, checked before sending, and sent as numbers', async () => {
    const user = userEvent.setup();
    const { calls } = settingsServer();
    at('/payouts/settings', '/payouts/settings', <PayoutSettingsPage />);
    const form = await screen.findByRole('form', { name: 'Payout settings' });
    expect(screen.getByText(/Approved payouts decided before 30-11-2026/)).toBeInTheDocument();
    const threshold = within(form).getByLabelText(/^Holder’s name must match/);
    await user.clear(threshold);
    await user.type(threshold, '150');
    const ifsc = within(form).getByLabelText(/^Its IFSC/);
    await user.clear(ifsc);
    await user.type(ifsc, 'HDFC1');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    expect(within(form).getByText(/Enter the IFSC/)).toBeInTheDocument();
    expect(calls.filter(call => call.method === 'PUT')).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '80');
    await user.clear(ifsc);
    await user.type(ifsc, 'HDFC0000002');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.filter(call => call.method === 'PUT').map(call => call.body)).toEqual([
        { ...settings, name_match_threshold: 80, debit_ifsc: 'HDFC0000002' },
      ]),
    );
  });

  it('are read by finance, who changes none', async () => {
    signedInAs('finance');
    settingsServer();
    at('/payouts/settings', '/payouts/settings', <PayoutSettingsPage />);
    expect(await screen.findByText('₹1,00,000')).toBeInTheDocument();
    expect(screen.getByText('HDFC0000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
