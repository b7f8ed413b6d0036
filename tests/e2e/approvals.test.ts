import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { inboxRows, isRowFocused, pendingBillsOldestFirst } from './inbox';
import { keepScreenshot } from './harness';
import { pendingLists } from '../pendingLists';

const session = sharedBrowserAndServer();

interface Bill {
  id: number;
  invoice_number: string;
  date_added: string;
  status: string;
  reason: string | null;
}

/** The text of the row holding the focus, or null when the focus is outside the rows. */
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('tbody tr')?.textContent ?? null);
const pendingBills = (page: Page) => pendingBillsOldestFirst<Bill>(page);

describe('approvals inbox', () => {
  it('opens from the dashboard with the count; every pending item, oldest first; chips by kind in the URL', async () => {
    const page = await session.signedInPage('/');
    const counts = Object.fromEntries(
      await Promise.all(
        Object.entries(pendingLists).map(async ([kind, path]) => [kind, (await apiGet<unknown[]>(page, path)).length]),
      ),
    ) as Record<keyof typeof pendingLists, number>;
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    await page.getByRole('link', { name: `Review all pending (${total})` }).click();
    await page.waitForURL(url => url.pathname === '/approvals');
    await expect.poll(() => inboxRows(page).count()).toBe(Math.min(20, total));
    expect(await page.title()).toBe('Approvals · Loyalty Admin');
    const chips = page.getByRole('group', { name: 'Show one kind' });
    await chips.getByRole('button', { name: `All (${total})` }).waitFor();
    expect(await chips.getByRole('button', { name: `Bill (${counts.bill})` }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // Oldest first: the ages never go down the page.
    const ages = await inboxRows(page)
      .locator('time')
      .evaluateAll(times => times.map(time => time.getAttribute('datetime')));
    expect(ages).toEqual([...ages].sort());
    expect(await inboxRows(page).first().locator('td').nth(4).textContent()).toMatch(/^\d+ (min|h|d)$|^now$/);
    await expectAccessible(page, 'approvals inbox');
    await keepScreenshot(page, 'approvals-inbox');

    await chips.getByRole('button', { name: `Bill (${counts.bill})` }).click();
    await page.waitForURL(url => JSON.parse(url.searchParams.get('filter') ?? '{}').kind === 'bill');
    await expect.poll(() => inboxRows(page).count()).toBe(counts.bill);
    // Each row's kind, before any line under it (a bill awaiting a second approval says so).
    const kinds = await inboxRows(page)
      .locator('td:first-child')
      .evaluateAll(cells => cells.map(cell => cell.firstChild?.textContent));
    expect(kinds).toEqual(Array(counts.bill).fill('Bill'));
    await page.reload();
    await expect.poll(() => inboxRows(page).count()).toBe(counts.bill);
    expect(await chips.getByRole('button', { name: /^Bill / }).getAttribute('aria-pressed')).toBe('true');

    // An email edit has no page of its own: it opens the Edit Requests tab, searched for the member.
    await chips.getByRole('button', { name: /^Email edit / }).click();
    await expect.poll(() => inboxRows(page).count()).toBe(counts.emailEdit);
    await inboxRows(page).first().getByRole('link').click();
    await page.waitForURL(url => url.pathname === '/user/list' && url.searchParams.get('tab') === 'edits');
    const edits = page.getByRole('table', { name: 'Edit Requests' }).locator('tbody tr');
    await edits.filter({ hasText: 'Email Update' }).first().waitFor();
    const email = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').q;
    expect(await page.getByRole('searchbox').inputValue()).toBe(email);
    expect(await edits.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(email)]));
    await page.close();
  });

  it('moves with j and k, opens with o, and comes back to the next payout after a decision on its page', async () => {
    const page = await session.signedInPage('/approvals?filter=%7B%22kind%22%3A%22payout%22%7D');
    await inboxRows(page).nth(1).waitFor();
    const [first, second] = await inboxRows(page).allTextContents();
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).focus();
    await page.keyboard.press('j');
    expect(await isRowFocused(page, 0)).toBe(true);
    await page.keyboard.press('j');
    expect(await isRowFocused(page, 1)).toBe(true);
    await page.keyboard.press('k');
    expect(await isRowFocused(page, 0)).toBe(true);

    await page.keyboard.press('o');
    await page.waitForURL(url => url.pathname.startsWith('/payments/request-detail/'));
    const payoutId = new URL(page.url()).pathname.split('/').pop();
    await page.goBack();
    // Back without a decision: the same payout is selected.
    await expect.poll(() => focusedRow(page)).toBe(first);

    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/payments/request-detail/${payoutId}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Approve this payout?' }).getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(url => url.pathname === '/approvals');
    await expect.poll(() => focusedRow(page), { timeout: 10_000 }).toBe(second);
    expect((await apiGet<{ status: string }>(page, `loyalty/payment/retrieve/${payoutId}/`)).status).toBe('approved');
    await page.close();
  });

  it("approves a bill with 'a' through its dialog, rejects the next with 'r' and a reason, each time selecting the next", async () => {
    const page = await session.signedInPage('/approvals?filter=%7B%22kind%22%3A%22bill%22%7D');
    const bills = await pendingBills(page);
    await expect.poll(() => inboxRows(page).count()).toBe(bills.length);
    await page.keyboard.press('j');
    expect(await focusedRow(page)).toContain(bills[0].invoice_number);

    await page.keyboard.press('a');
    const approve = page.getByRole('dialog', { name: 'Approve Bill' });
    await approve.getByLabel(/^Points/).fill('120');
    await approve.getByLabel(/^Cash Amount/).fill('45.50');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Success!' }).getByText('Bill approved successfully').waitFor();
    await expect.poll(() => focusedRow(page), { timeout: 10_000 }).toContain(bills[1].invoice_number);
    await expect.poll(() => inboxRows(page).count()).toBe(bills.length - 1);
    expect((await apiGet<Bill>(page, `bill/retrieve/${bills[0].id}/`)).status).toBe('approved');

    await page.keyboard.press('r');
    const reject = page.getByRole('dialog', { name: 'Reject Bill' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Please enter a reason for rejection').waitFor();
    await reject.getByLabel(/^Reason for Rejection/).fill('The invoice is not legible.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Success!' }).getByText('Bill rejected successfully').waitFor();
    await expect.poll(() => focusedRow(page), { timeout: 10_000 }).toContain(bills[2].invoice_number);
    expect(await apiGet<Bill>(page, `bill/retrieve/${bills[1].id}/`)).toMatchObject({
      status: 'rejected',
      reason: 'The invoice is not legible.',
    });
    await page.close();
  });

  it("lists its keys with '?', and no key fires while typing or while a dialog is open", async () => {
    const page = await session.signedInPage('/approvals');
    await inboxRows(page).first().waitFor();
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await keys.getByRole('rowheader', { name: 'a' }).waitFor();
    expect(await keys.textContent()).toContain("Open the item's page");
    await expectAccessible(page, 'inbox keys');
    await page.keyboard.press('a');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('a');
    await page.getByRole('searchbox').press('j');
    expect(await page.getByRole('searchbox').inputValue()).toBe('aj');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('keeps each row at most 56 px tall at 1366 px, Approve and Reject side by side, in both themes', async () => {
    const page = await session.signedInPage('/approvals');
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.reload();
      await expect.poll(() => inboxRows(page).count()).toBe(20);
      const heights = await inboxRows(page).evaluateAll(rows => rows.map(row => row.getBoundingClientRect().height));
      expect(Math.max(...heights), colorScheme).toBeLessThanOrEqual(56);
      const row = inboxRows(page).first();
      const approve = await row.getByRole('button', { name: /^Approve / }).boundingBox();
      const reject = await row.getByRole('button', { name: /^Reject / }).boundingBox();
      expect(reject!.x).toBeGreaterThan(approve!.x);
      expect(Math.abs(reject!.y - approve!.y)).toBeLessThan(1);
      await expectAccessible(page, `approvals inbox at 1366 px, ${colorScheme}`);
      await keepScreenshot(page, `approvals-inbox-1366-${colorScheme}`);
    }
    await page.close();
  });

  it('shows cards on a phone, each with its figure and decisions', async () => {
    const page = await session.signedInPage('/approvals?filter=%7B%22kind%22%3A%22payout%22%7D');
    await page.setViewportSize({ width: 390, height: 800 });
    const cards = page.getByRole('list', { name: 'Pending items, oldest first' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toMatch(/₹[\d,.]+Payout · (\d+ (min|h|d)|now)$/);
    await cards
      .first()
      .getByRole('button', { name: /^Approve the payout of / })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'approvals inbox at 390 px');
    await keepScreenshot(page, 'approvals-inbox-phone');
    await page.close();
  });
});
