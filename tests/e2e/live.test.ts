import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pendingLists } from '../pendingLists';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { inboxRows, isRowFocused, pendingBillsOldestFirst } from './inbox';
import { demoTeam, keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

interface Bill {
  id: number;
  date_added: string;
  awaiting_second_approval: unknown;
  user_list?: { user_type?: string | null } | null;
}

const billsInbox = '/approvals?filter=%7B%22kind%22%3A%22bill%22%7D';
const pendingBills = (page: Page) => pendingBillsOldestFirst<Bill>(page);
/** The oldest pending bill one approval decides (none awaits a second). */
/**
 * The oldest pending bill nobody approved yet, outside the demo's schemes (which are for
 * contractors, server/db/seed/schemes.ts): its figures are typed, with no reason asked.
 */
const oldestUndecided = async (page: Page) =>
  (await pendingBills(page)).find(
    bill => !bill.awaiting_second_approval && bill.user_list?.user_type !== 'contractor',
  )!;
const billPage = (page: Page, id: number) => page.goto(`${session.server.url}/bills/request/detail/${id}`);
/** Marks the document, to tell later that what changed came without a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
const wasReloaded = async (page: Page) => !(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded));

describe('live: administrators see each other at work', () => {
  it('an item another administrator has open says who, on its page and in the inbox, and j/k pass over it', async () => {
    const owner = await session.signedInPage(billsInbox);
    await inboxRows(owner).nth(2).waitFor();
    const bills = await pendingBills(owner);
    const finance = await session.signedInPage('/', demoTeam.finance);
    await billPage(finance, bills[1].id);
    await finance.getByRole('button', { name: 'Reject' }).waitFor();

    await inboxRows(owner).nth(1).getByText('Being reviewed by Farah Mehta').waitFor();
    expect(
      await inboxRows(owner)
        .nth(0)
        .getByText(/Being reviewed/)
        .count(),
    ).toBe(0);
    await owner.getByRole('heading', { name: 'Approvals', level: 1 }).focus();
    await owner.keyboard.press('j');
    expect(await isRowFocused(owner, 0)).toBe(true);
    await owner.keyboard.press('j');
    expect(await isRowFocused(owner, 2)).toBe(true);
    await owner.keyboard.press('k');
    expect(await isRowFocused(owner, 0)).toBe(true);
    await expectAccessible(owner, 'inbox with an item being reviewed');
    await keepScreenshot(owner, 'live-inbox-being-reviewed');

    await billPage(owner, bills[1].id);
    const notice = owner.getByText('Being reviewed by Farah Mehta');
    await notice.waitFor();
    await expectAccessible(owner, 'bill being reviewed by another administrator');
    await keepScreenshot(owner, 'live-bill-being-reviewed');
    // Finance leaves the bill: the notice goes, without a reload.
    await markDocument(owner);
    await finance.goto(`${session.server.url}/`);
    await notice.waitFor({ state: 'detached' });
    expect(await wasReloaded(owner)).toBe(false);
    await finance.close();
    await owner.close();
  });

  it("a decision in one browser leaves the other's dashboard and inbox without a reload", async () => {
    const dashboard = await session.signedInPage('/');
    const inbox = await session.signedInPage(billsInbox);
    const bill = await oldestUndecided(inbox);
    const counts = await Promise.all(
      Object.values(pendingLists).map(async list => (await apiGet<unknown[]>(dashboard, list)).length),
    );
    const total = counts.reduce((sum, count) => sum + count, 0);
    await dashboard.getByRole('link', { name: `Review all pending (${total})` }).waitFor();
    const billChip = (count: number) => inbox.getByRole('button', { name: `Bill (${count})` });
    await billChip(counts[Object.keys(pendingLists).indexOf('bill')]).waitFor();
    const billsBefore = counts[Object.keys(pendingLists).indexOf('bill')];
    await Promise.all([markDocument(dashboard), markDocument(inbox)]);

    const finance = await session.signedInPage('/', demoTeam.finance);
    await billPage(finance, bill.id);
    await finance.getByRole('button', { name: 'Reject' }).click();
    const dialog = finance.getByRole('dialog', { name: 'Reject Bill' });
    await dialog.getByLabel(/^Reason for Rejection/).fill('The invoice is not legible.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await finance.getByText('Bill rejected successfully').waitFor();

    await dashboard.getByRole('link', { name: `Review all pending (${total - 1})` }).waitFor({ timeout: 5_000 });
    await billChip(billsBefore - 1).waitFor({ timeout: 5_000 });
    expect(await wasReloaded(dashboard)).toBe(false);
    expect(await wasReloaded(inbox)).toBe(false);
    await Promise.all([finance, dashboard, inbox].map(page => page.close()));
  });

  it('deciding an item another administrator decided a moment ago says who did', async () => {
    const owner = await session.signedInPage('/');
    const bill = await oldestUndecided(owner);
    await billPage(owner, bill.id);
    await owner.getByRole('button', { name: 'Reject' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Reject Bill' });
    await dialog.getByLabel(/^Reason for Rejection/).fill('The invoice is not legible.');

    const finance = await session.signedInPage('/', demoTeam.finance);
    await billPage(finance, bill.id);
    await finance.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = finance.getByRole('dialog', { name: 'Approve Bill' });
    await approve.getByLabel(/^Points/).fill('10');
    await approve.getByLabel(/^Cash Amount/).fill('0');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText('Bill approved successfully').waitFor();

    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Farah Mehta decided this a moment ago.').waitFor();
    await expectAccessible(owner, 'a decision another administrator took first');
    await keepScreenshot(owner, 'live-decided-elsewhere');
    await finance.close();
    await owner.close();
  });
});
