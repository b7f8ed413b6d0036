import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';

const session = sharedBrowserAndServer();
// The spec's backend: bills come without `possible_duplicate_ids`.
const strict = sharedBrowserAndServer({ SPEC_SHAPES: 'strict' });

interface Bill {
  id: number;
  invoice_number: string;
  status: string;
  amount: number;
  date_added: string;
  possible_duplicate_ids: number[];
}
interface User {
  email: string;
  user_type: string;
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const CHIP = 'Possible duplicate';

/** Clicks the button and reads the .xlsx it saves: its name, and its first sheet's rows by heading. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const book = XLSX.read(readFileSync(await file.path()));
  const sheet = book.Sheets[book.SheetNames[0]];
  return { name: file.suggestedFilename(), rows: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet) };
}

/** The invoice numbers of the table's rows that show the chip. */
async function flaggedInvoices(page: Page, table: string) {
  const rows = rowsOf(page, table);
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  await page.getByRole('table', { name: table }).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return rows.evaluateAll(
    (cells, chip) =>
      cells
        .filter(row => row.textContent?.includes(chip))
        // The invoice number's cell also holds the risk rules' "Flagged" chip on some bills.
        .map(row => row.querySelectorAll('td')[2].textContent?.replace(chip, '').replace('Flagged', '').trim())
        .sort(),
    CHIP,
  );
}

describe('possible duplicate bills', () => {
  it('shows the chip on the flagged bills, and the detail names and links the other bill', async () => {
    const page = await session.signedInPage('/bills/request/list');
    const all = await apiGet<Bill[]>(page, 'bill/list/all-bills/');
    const flagged = all.filter(bill => bill.possible_duplicate_ids.length > 0);
    const pendingFlagged = flagged.filter(bill => bill.status === 'pending');
    expect(pendingFlagged.length, 'the demo seeds duplicates among the pending bills').toBeGreaterThanOrEqual(3);
    expect(await flaggedInvoices(page, 'Bill Requests')).toEqual(
      pendingFlagged.map(bill => bill.invoice_number).sort(),
    );
    await expectAccessible(page, 'bill requests with duplicates');
    await keepScreenshot(page, 'bills-possible-duplicates');

    // The pending bill sent again with the photo of a rejected one.
    const resent = pendingFlagged.find(bill =>
      bill.possible_duplicate_ids.some(id => all.find(other => other.id === id)?.status === 'rejected'),
    )!;
    const [rejectedId] = resent.possible_duplicate_ids;
    await rowsOf(page, 'Bill Requests')
      .filter({ hasText: resent.invoice_number })
      .getByRole('link', { name: /^View bill / })
      .click();
    await page.waitForURL(url => url.pathname === `/bills/request/detail/${resent.id}`);
    // The duplicate's notice (the risk rules' may stand beside it).
    const notice = page.getByRole('note').filter({ hasText: 'Possible duplicate' });
    await expect.poll(() => notice.textContent()).toBe(`Possible duplicate of Bill #${rejectedId} (Rejected)`);
    // Above the decision: the notice comes before Approve and Reject.
    const order = await page.evaluate(() => {
      const at = (element: Element | null) => element?.getBoundingClientRect().top ?? -1;
      const buttons = [...document.querySelectorAll('button')].filter(button =>
        ['Approve', 'Reject'].includes(button.textContent ?? ''),
      );
      return { notice: at(document.querySelector('[role=note]')), actions: Math.min(...buttons.map(at)) };
    });
    expect(order.notice).toBeLessThan(order.actions);
    await expectAccessible(page, 'bill detail with its duplicate');
    await keepScreenshot(page, 'bill-possible-duplicate');

    await notice.getByRole('link', { name: `Bill #${rejectedId}` }).click();
    await page.waitForURL(url => url.pathname === `/bills/history/detail/${rejectedId}`);
    await expect.poll(() => notice.textContent()).toBe(`Possible duplicate of Bill #${resent.id} (Pending)`);
    expect(await notice.getByRole('link').getAttribute('href')).toBe(`/bills/request/detail/${resent.id}`);
    await page.close();
  });

  it("flags the same member, amount and bill date among the loaded bills of the spec's backend", async () => {
    const page = await strict.signedInPage('/bills/request/list');
    const all = await apiGet<Bill[]>(page, 'bill/list/all-bills/');
    const samePurchase = all.filter(
      bill =>
        bill.status === 'pending' &&
        bill.possible_duplicate_ids.some(id => all.find(other => other.id === id)?.status === 'pending'),
    );
    expect(samePurchase).toHaveLength(2);
    // The image rule needs the server: only the pair of the same purchase is flagged.
    expect(await flaggedInvoices(page, 'Bill Requests')).toEqual(samePurchase.map(bill => bill.invoice_number).sort());
    await page.close();
  });
});

describe('export of the view', () => {
  it('exports exactly the searched, filtered and sorted users, as the list shows them', async () => {
    const page = await session.signedInPage('/user/list');
    const rows = rowsOf(page, 'Existing Users');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('searchbox').fill('a');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('User type', { exact: true }).click();
    await page.getByRole('combobox', { name: 'User type' }).click();
    await page.getByRole('option', { name: 'Dealer' }).click();
    const header = page.getByRole('columnheader', { name: 'Email' });
    await header.getByRole('button').click();
    await header.locator('.Mui-active.MuiTableSortLabel-directionAsc').waitFor();
    await page.waitForURL(url => url.search.includes('user_type') && url.search.includes('email'));
    await page
      .getByRole('table', { name: 'Existing Users' })
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached' });
    const shown = await rows.evaluateAll(cells => cells.map(row => row.querySelectorAll('td')[3]?.textContent));
    const users = await apiGet<User[]>(page, 'user/users/');
    const dealers = users.filter(user => user.user_type === 'dealer');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(dealers.length + 1);

    // The first: the bulk toolbar's own Export (of a selection) follows, collapsed while nothing is selected.
    const exported = await download(page, page.getByRole('button', { name: 'Export', exact: true }).first());
    expect(exported.name).toBe(`users-${todayInIndia()}.xlsx`);
    await page.getByText(`Saved ${exported.name}`, { exact: true }).waitFor();
    expect(Object.keys(exported.rows[0])).toEqual([
      'User Name',
      'Email',
      'Mobile',
      'Firm name / Dealer',
      'User type',
      'Referred by',
    ]);
    expect(exported.rows.map(row => row.Email)).toEqual(shown);
    expect(new Set(exported.rows.map(row => row['User type']))).toEqual(new Set(['Dealer']));
    await expectAccessible(page, 'users list with its export');
    await page.close();
  });

  it("puts Export view beside the bills' spec Export: every page of the tab, in its order", async () => {
    const page = await session.signedInPage('/bills/request/list?tab=history');
    await expect.poll(() => rowsOf(page, 'Bill History').count()).toBe(20);
    const spec = page.getByRole('button', { name: 'Export', exact: true });
    const view = page.getByRole('button', { name: 'Export view', exact: true });
    expect(await spec.evaluate(button => button.nextElementSibling?.textContent)).toBe('Export view');

    const exported = await download(page, view);
    expect(exported.name).toBe(`bill-history-view-${todayInIndia()}.xlsx`);
    const all = await apiGet<Bill[]>(page, 'bill/list/all-bills/');
    const decided = all
      .filter(bill => bill.status !== 'pending')
      .sort((a, b) => b.date_added.localeCompare(a.date_added) || b.id - a.id);
    expect(decided.length).toBeGreaterThan(20);
    expect(exported.rows.map(row => row['Invoice No.'])).toEqual(decided.map(bill => bill.invoice_number));
    expect(exported.rows.map(row => row.Amount)).toEqual(decided.map(bill => bill.amount));
    expect(exported.rows.every(row => /^\d{2}-\d{2}-\d{4}$/.test(String(row['Bill Date'])))).toBe(true);

    const server = await download(page, spec);
    expect(server.name).toBe(`bill-requests-${todayInIndia()}.xlsx`);
    // Every bill, the pending ones too.
    expect(server.rows).toHaveLength(all.length);
    await page.close();
  });
});
