import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { demoTeam, keepScreenshot } from '@/tests/e2e/harness';
import {
  accessibleEverywhere,
  applyAnswer,
  buildBatchOfEvery,
  downloadMatchesShown,
  keepLine,
  lineRow,
  openRelease,
  previewSampleAnswer,
  succeeded,
} from './journeySteps';

const session = sharedBrowserAndServer();

interface Transaction {
  type: string;
}

describe('payouts through the bank', () => {
  it('finance builds a batch, the owner keeps the lines held for KYC and releases it, the file is downloaded, the bank’s answer read back, a failed line cancelled into the member’s history; the owner changes a setting', async () => {
    // Finance gathers every payable payout; the bad IFSC and the shared account hold three lines, an account KYC has not checked two.
    const finance = await session.signedInPage('/payouts/new', demoTeam.finance);
    await finance.getByRole('table', { name: 'Payouts to pay' }).getByRole('row').nth(7).waitFor();
    await keepScreenshot(finance, 'payouts-new-batch');
    const address = await buildBatchOfEvery(finance);
    await lineRow(finance, 'B1L1').getByText('Held').waitFor();
    expect(await finance.getByText('5 lines held').count()).toBe(1);
    expect(await lineRow(finance, 'B1L1').textContent()).toMatch(/Blocking/);
    expect(await lineRow(finance, 'B1L4').textContent()).toContain('Payout account not verified (not checked).');
    expect(await finance.getByRole('button', { name: 'Release', exact: true }).isDisabled()).toBe(true);
    await finance.getByText(/You built this batch: another finance administrator or the owner releases it/).waitFor();
    await accessibleEverywhere(finance, 'a draft batch');
    await keepScreenshot(finance, 'payouts-draft-batch');

    // The owner keeps the two lines held for KYC alone, with a reason, and releases the batch after its totals and warnings.
    const owner = await session.signedInPage(address);
    for (const reference of ['B1L4', 'B1L5']) {
      await keepLine(
        owner,
        reference,
        'The passbook shows this account in the member’s name; KYC confirms it tomorrow.',
      );
    }
    const release = await openRelease(owner);
    expect(
      await release
        .getByRole('list', { name: /lines with warnings$/ })
        .getByRole('listitem')
        .count(),
    ).toBe(5);
    await expectAccessible(owner, 'the release dialog');
    await release.getByRole('button', { name: 'Release', exact: true }).dblclick();
    await succeeded(owner, /3 held lines were dropped/);

    // The bank file: the bytes downloaded are those whose SHA-256 the page shows.
    await downloadMatchesShown(owner);

    // The bank's answer: previewed row by row, then applied.
    const { answer, rows } = await previewSampleAnswer(owner);
    expect(await rows.filter({ hasText: 'B1L6' }).filter({ hasText: 'Returned' }).count()).toBe(1);
    await expectAccessible(owner, "the bank's answer preview");
    await keepScreenshot(owner, 'payouts-answer-preview');
    await applyAnswer(owner, answer);
    expect(await lineRow(owner, 'B1L4').textContent()).toContain('SBINR52025061500000401');
    expect(await lineRow(owner, 'B1L5').textContent()).toContain('Account closed');

    // A failed line cancelled: its cash back in the member's balance, in their history.
    const memberPage = (await lineRow(owner, 'B1L5').getByRole('link').getAttribute('href'))!;
    const reversals = async () =>
      (
        await apiGet<Transaction[]>(owner, `loyalty/admin/users/transactions/history/${memberPage.split('/').pop()}/`)
      ).filter(entry => entry.type === 'cash_reversal').length;
    const reversalsBefore = await reversals();
    await lineRow(owner, 'B1L5')
      .getByRole('button', { name: /^Cancel payout to / })
      .click();
    const cancel = owner.getByRole('dialog', { name: /^Cancel the payout to .+\?$/ });
    await cancel.getByText(/shown in their history as a cash reversal/).waitFor();
    await cancel
      .getByLabel(/^Reason/)
      .fill('The member closed this account and asked for the cash back on their balance.');
    await expectAccessible(owner, 'the cancel dialog');
    await cancel.getByRole('button', { name: 'Cancel payout' }).click();
    await succeeded(owner, /^Done\.$/);
    await lineRow(owner, 'B1L5').getByText('Cancelled').waitFor();
    await accessibleEverywhere(owner, 'a batch the bank answered');
    await keepScreenshot(owner, 'payouts-answered-batch');
    await lineRow(owner, 'B1L5').getByRole('link').click();
    await owner.waitForURL(url => url.pathname.startsWith('/user/user-detail/'));
    const history = owner.getByRole('table', { name: 'Transaction History' }).locator('tbody tr');
    await expect.poll(() => history.filter({ hasText: 'Cash Reversal' }).count()).toBe(reversalsBefore + 1);
    expect(await reversals()).toBe(reversalsBefore + 1);

    // The owner changes a limit of the settings; finance reads them.
    await owner.goto(`${session.server.url}/payouts/settings`);
    const settings = owner.getByRole('form', { name: 'Payout settings' });
    await settings.getByLabel(/^UPI up to/).fill('45000');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await succeeded(owner, /The payout settings are saved/);
    await finance.goto(`${session.server.url}/payouts/settings`);
    await finance.getByText('₹45,000').waitFor();
    await finance.close();
    await owner.close();
  });
});
