import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { openDatabase } from '@/server/db/connection';
import { insert } from '@/server/db/rows';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { checkListState } from './listState';
import { keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

/** The demo has 6 bill and 4 payout requests: 20 more of each give both requests tabs a page 2. */
const EXTRA_REQUESTS = 20;
const DAY = 86_400_000;

function addPendingRequests(dataDir: string) {
  const db = openDatabase(path.join(dataDir, 'db.sqlite'));
  try {
    const members = db
      .prepare(
        "SELECT id, first_name || ' ' || last_name AS name FROM users WHERE is_admin = 0 AND status = 'approved'",
      )
      .all() as Array<{ id: number; name: string }>;
    for (let index = 0; index < EXTRA_REQUESTS; index += 1) {
      const member = members[index % members.length];
      const added = new Date(Date.now() - (index + 1) * 3 * 3_600_000);
      insert(db, 'bills', {
        user_id: member.id,
        invoice_number: `INV/E2E/${String(index + 1).padStart(4, '0')}`,
        invoice_date: new Date(added.getTime() - (index % 5) * DAY).toISOString().slice(0, 10),
        amount_paise: 1_000_000 + index * 250_000,
        dealer: 'E2E Traders',
        date_added: added.toISOString(),
      });
      insert(db, 'payment_requests', {
        user_id: member.id,
        amount_paise: 50_000 + index * 10_000,
        account_holders_name: member.name,
        account_number: `90000000${String(index).padStart(4, '0')}`,
        bank_name: 'HDFC Bank',
        ifsc_code: 'HDFC0000001',
        requested_at: added.toISOString(),
      });
    }
  } finally {
    db.close();
  }
}

beforeAll(() => addPendingRequests(session.server.dataDir));

const params = (page: Page) => new URL(page.url()).searchParams;
const listFilter = (page: Page) => JSON.parse(params(page).get('filter') ?? '{}') as Record<string, unknown>;
const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

/** Chooses a range filter from "Add filter" and types its bound; it reaches the URL after the debounce. */
async function addRangeFilter(page: Page, label: string, value: string, key: string) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menu').getByText(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(value);
  await expect.poll(() => listFilter(page)[key]).toBe(key.startsWith('amount') ? Number(value) : value);
}

describe('bills lists keep their state in the URL', () => {
  it('bill requests: search, sort, an amount filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/bills/request/list');
    await addRangeFilter(page, 'Amount from', '1000', 'amount_gte');
    await checkListState(page, {
      path: '/bills/request/list',
      table: 'Bill Requests',
      searchbox: 'Search bills by user, invoice, firm, etc.',
      search: 'INV',
      sortBy: 'Amount',
      openRow: /^View bill /,
    });
    expect(listFilter(page).amount_gte).toBe(1000);
    await page.close();
  });

  it('bill history: search, sort, the status filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/bills/request/list?tab=history');
    await checkListState(page, {
      path: '/bills/request/list?tab=history',
      table: 'Bill History',
      searchbox: 'Search bills by user, invoice, firm, etc.',
      search: 'INV',
      sortBy: 'User Name',
      filter: { label: 'Status', option: 'Approved' },
      openRow: /^View bill /,
    });
    expect(params(page).get('tab')).toBe('history');
    await expect
      .poll(
        async () =>
          new Set(await rowsOf(page, 'Bill History').locator('td.column-status .MuiChip-label').allTextContents()),
      )
      .toEqual(new Set(['Approved']));
    await expectAccessible(page, 'filtered bill history');
    await keepScreenshot(page, 'bills-list-state');
    await page.close();
  });
});

describe('payments lists keep their state in the URL', () => {
  it('payment history: search, sort, the status filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/payments/list');
    await checkListState(page, {
      path: '/payments/list',
      table: 'Payment History',
      searchbox: 'Search payments by user, firm, amount, etc.',
      search: 'Bank',
      sortBy: 'Amount',
      filter: { label: 'Status', option: 'Approved' },
      openRow: /^View payment of /,
    });
    await page.close();
  });

  it('payment requests: search, sort, a date filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/payments/list?tab=requests');
    await addRangeFilter(page, 'Date from', '2000-01-01', 'date_gte');
    await checkListState(page, {
      path: '/payments/list?tab=requests',
      table: 'Payment Request',
      searchbox: 'Search payments by user, firm, amount, etc.',
      search: 'Bank',
      sortBy: 'User Name',
      openRow: /^View payment of /,
    });
    expect([params(page).get('tab'), listFilter(page).date_gte]).toEqual(['requests', '2000-01-01']);
    await expectAccessible(page, 'payment requests list');
    await keepScreenshot(page, 'payments-list-state');
    await page.close();
  });
});

interface Bill {
  id: number;
  invoice_date: string;
  status: string;
}
interface Payment {
  id: number;
  amount: number;
}

describe('range filters', () => {
  it('narrow the bill history to a Bill Date range and the payout requests to an amount range, as the API data says', async () => {
    const page = await session.signedInPage('/bills/request/list?tab=history');
    const decided = (await apiGet<Bill[]>(page, 'bill/list/all-bills/')).filter(bill => bill.status !== 'pending');
    const dates = decided.map(bill => bill.invoice_date).sort();
    const [from, to] = [dates[Math.floor(dates.length / 4)], dates[Math.floor((dates.length * 3) / 4)]];
    const inRange = decided.filter(bill => bill.invoice_date >= from && bill.invoice_date <= to);
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(decided.length);

    const billRows = rowsOf(page, 'Bill History');
    await addRangeFilter(page, 'Bill Date from', from, 'invoice_date_gte');
    await addRangeFilter(page, 'Bill Date to', to, 'invoice_date_lte');
    await expect.poll(() => billRows.count()).toBe(Math.min(inRange.length, 20));
    const shownLinks = await billRows
      .getByRole('link', { name: /^View bill / })
      .evaluateAll(links => links.map(link => Number(link.getAttribute('href')!.split('/').pop())));
    expect(new Set(shownLinks)).toEqual(new Set(inRange.slice(0, 20).map(bill => bill.id)));

    await page.goto(`${session.server.url}/payments/list?tab=requests`);
    const requests = await apiGet<Payment[]>(page, 'loyalty/payment/pending/list/');
    const amounts = requests.map(payment => payment.amount).sort((a, b) => a - b);
    const [low, high] = [amounts[3], amounts[12]];
    const affordable = requests.filter(payment => payment.amount >= low && payment.amount <= high);
    const paymentRows = rowsOf(page, 'Payment Request');
    await addRangeFilter(page, 'Amount from', String(low), 'amount_gte');
    await addRangeFilter(page, 'Amount to', String(high), 'amount_lte');
    await expect.poll(() => paymentRows.count()).toBe(affordable.length);
    const shownPayouts = await paymentRows
      .getByRole('link', { name: /^View payment of / })
      .evaluateAll(links => links.map(link => Number(link.getAttribute('href')!.split('/').pop())));
    expect(new Set(shownPayouts)).toEqual(new Set(affordable.map(payment => payment.id)));
    await expectAccessible(page, 'payment requests by amount');
    await page.close();
  });
});

describe('bulk selection', () => {
  it('exports only the selected payout requests, and offers no bulk decision', async () => {
    const page = await session.signedInPage('/payments/list?tab=requests');
    const rows = rowsOf(page, 'Payment Request');
    await expect.poll(() => rows.count()).toBe(20);
    const bulkToolbar = page.locator('[data-test="bulk-actions-toolbar"]');
    await expect.poll(() => bulkToolbar.isVisible()).toBe(false);

    await rows.nth(0).getByRole('checkbox', { name: 'Select this row' }).check();
    await rows.nth(2).getByRole('checkbox', { name: 'Select this row' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('2 items selected').waitFor();
    const bulkButtons = await bulkToolbar
      .getByRole('button')
      .evaluateAll(buttons => buttons.map(button => button.getAttribute('aria-label') ?? button.textContent));
    expect(bulkButtons.sort()).toEqual(['Export selected', 'Unselect']);
    await expectAccessible(page, 'payment requests with a selection');

    const expected = await Promise.all(
      [0, 2].map(async index => ((await rows.nth(index).locator('td').nth(2).textContent()) ?? '').trim()),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bulkToolbar.getByRole('button', { name: 'Export selected' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payment-requests-selection-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync(await download.path()));
    const exported = XLSX.utils.sheet_to_json<Record<string, unknown>>(Object.values(book.Sheets)[0]);
    expect(exported.map(row => row.Date).sort()).toEqual(expected.sort());
    expect(Object.keys(exported[0])).toEqual(['Date', 'User Name', 'Firm / Dealer', 'Amount']);
    await page.close();
  });
});
