import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

interface Bill {
  id: number;
  user: number;
  user_name: string;
  invoice_number: string;
  status: string;
  amount: number;
}
interface Payment {
  id: number;
  amount: number;
  status: string;
  user_list: { id: number; first_name: string; last_name: string };
  shared_with: { id: number; name: string }[];
}
interface UserBalances {
  loyalty: { balance_points: number; balance_cash: number };
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function exportedRows(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const file = await download.path();
  const sheet = XLSX.read(readFileSync(file)).Sheets;
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(Object.values(sheet)[0]);
  return { name: download.suggestedFilename(), rows };
}

describe('bills', () => {
  it('pages and searches the bill history, and shows a decided bill', async () => {
    const page = await session.signedInPage('/bills/request/list?tab=history');
    const all = await apiGet<Bill[]>(page, 'bill/list/all-bills/');
    const decided = all.filter(bill => bill.status !== 'pending');
    expect(decided.length).toBeGreaterThan(20);
    const rows = rowsOf(page, 'Bill History');
    await expect.poll(() => rows.count()).toBe(20);
    // The spec's pager counts pages of the whole list held, the pending bills included (ListPager).
    await page.getByText(`Page 1 of ${Math.ceil(all.length / 20)}`).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(decided.length - 20);
    await page.getByRole('searchbox').fill(decided[0].invoice_number);
    await expect.poll(() => rows.count()).toBe(1);
    await expectAccessible(page, 'bill history');
    await rows.first().getByRole('link').click();
    await page.waitForURL(url => url.pathname === `/bills/history/detail/${decided[0].id}`);
    await page.getByRole('heading', { name: new RegExp(`^Invoice ${decided[0].invoice_number} - `) }).waitFor();
    await page.getByRole('region', { name: 'Products' }).waitFor();
    const { bill_products: products } = await apiGet<{
      bill_products: Array<{ product_name: string; quantity: number }>;
    }>(page, `bill/retrieve/${decided[0].id}/`);
    expect(products.length, 'every seeded bill has products').toBeGreaterThan(0);
    const productRows = rowsOf(page, 'Products');
    await expect.poll(() => productRows.count()).toBe(products.length);
    expect(
      await productRows.evaluateAll(rows =>
        rows.map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent)),
      ),
    ).toEqual(
      products.map((product, index) => [
        String(index + 1).padStart(2, '0'),
        product.product_name,
        String(product.quantity),
      ]),
    );
    await expectAccessible(page, 'bill history detail');
    await keepScreenshot(page, 'bill-history-detail');
    await page.close();
  });

  it("approves a bill with points and cash, checked before sending, and the user's balance and history change", async () => {
    const page = await session.signedInPage('/bills/request/list');
    const [bill] = await apiGet<Bill[]>(page, 'bill/approve-requests/');
    const before = await apiGet<UserBalances>(page, `user/retrieve/${bill.user}/`);
    await rowsOf(page, 'Bill Requests').first().waitFor();
    await page.getByRole('link', { name: `View bill ${bill.invoice_number}` }).click();
    await page.waitForURL(url => url.pathname === `/bills/request/detail/${bill.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Points are required').waitFor();
    await dialog.getByText('Cash amount is required').waitFor();
    await dialog.getByLabel(/^Points/).fill('-5');
    await dialog.getByLabel(/^Cash Amount/).fill('-1');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Points cannot be negative').waitFor();
    await dialog.getByText('Cash amount cannot be negative').waitFor();
    await expectAccessible(page, 'approve bill dialog');
    await dialog.getByLabel(/^Points/).fill('150');
    await dialog.getByLabel(/^Cash Amount/).fill('275.50');
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await page.getByText('Bill approved successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/bills/request/list');

    const after = await apiGet<UserBalances>(page, `user/retrieve/${bill.user}/`);
    expect(after.loyalty.balance_points - before.loyalty.balance_points).toBe(150);
    expect(Math.round((after.loyalty.balance_cash - before.loyalty.balance_cash) * 100)).toBe(27550);
    const history = await apiGet<Array<{ type: string; amount: number; source_id: number }>>(
      page,
      `loyalty/admin/users/transactions/history/${bill.user}/`,
    );
    const fromBill = history.filter(entry => entry.source_id === bill.id);
    expect(fromBill.map(entry => [entry.type, entry.amount]).sort()).toEqual([
      ['cash_earned', 275.5],
      ['points_earned', 150],
    ]);
    await page.close();
  });

  it('rejects a bill only with a reason', async () => {
    const page = await session.signedInPage('/bills/request/list');
    const [bill] = await apiGet<Bill[]>(page, 'bill/approve-requests/');
    await page.goto(`${session.server.url}/bills/request/detail/${bill.id}`);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Bill' });
    await dialog.getByLabel(/^Reason for Rejection/).fill('   ');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please enter a reason for rejection').waitFor();
    await dialog.getByLabel(/^Reason for Rejection/).fill('The invoice is not legible.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Bill rejected successfully').waitFor();
    const rejected = await apiGet<Bill & { reason: string }>(page, `bill/retrieve/${bill.id}/`);
    expect([rejected.status, rejected.reason]).toEqual(['rejected', 'The invoice is not legible.']);
    await page.close();
  });

  it('exports every bill to bill-requests-{date}.xlsx', async () => {
    const page = await session.signedInPage('/bills/request/list');
    const bills = await apiGet<Bill[]>(page, 'bill/list/all-bills/');
    const { name, rows } = await exportedRows(page, 'Export');
    expect(name).toBe(`bill-requests-${todayInIndia()}.xlsx`);
    expect(rows).toHaveLength(bills.length);
    expect(rows[0]['Invoice Number']).toBe(bills[0].invoice_number);
    expect(rows[0]['Amount (INR)']).toBe(bills[0].amount);
    await page.close();
  });
});

describe('payments', () => {
  it('pages and searches the payment history, shows a payment, and exports the history', async () => {
    const page = await session.signedInPage('/payments/list');
    const history = await apiGet<Payment[]>(page, 'loyalty/payment/list/');
    expect(history.length).toBeGreaterThan(20);
    const rows = rowsOf(page, 'Payment History');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(history.length - 20);
    const payee = history[0].user_list;
    await page.getByRole('searchbox').fill(`${payee.first_name} ${payee.last_name}`);
    await expect
      .poll(async () => (await rows.allTextContents()).every(text => text.includes(payee.first_name)))
      .toBe(true);
    await expectAccessible(page, 'payment history');

    const { name, rows: exported } = await exportedRows(page, 'Export');
    expect(name).toBe(`payment-history-${todayInIndia()}.xlsx`);
    expect(exported).toHaveLength(history.length);

    await page.goto(`${session.server.url}/payments/detail/${history[0].id}`);
    await page.getByRole('region', { name: 'Bank Account' }).waitFor();
    await expectAccessible(page, 'payment detail');
    await keepScreenshot(page, 'payment-detail');
    await page.close();
  });

  it('approves a payout from the list, which refreshes', async () => {
    const page = await session.signedInPage('/payments/list?tab=requests');
    const [payment] = await apiGet<Payment[]>(page, 'loyalty/payment/pending/list/');
    const name = `${payment.user_list.first_name} ${payment.user_list.last_name}`;
    const rows = rowsOf(page, 'Payment Request');
    await rows.first().waitFor();
    // The demo's newest request names another member's account (seed/kyc.ts): flagged, that member in its name.
    const others = payment.shared_with.map(member => member.name).join(', ');
    await rows
      .first()
      .getByRole('button', { name: `Flagged: Shared account: also named by ${others}` })
      .waitFor();
    const before = await rows.count();
    await page
      .getByRole('button', { name: `Approve payout of ${name}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Approve this payout?' })
      .getByRole('button', { name: 'Approve' })
      .dblclick();
    await page.getByText('Payment approved successfully').waitFor();
    await page.getByText('Payment approved successfully').waitFor({ state: 'hidden' });
    await expect.poll(() => rows.filter({ hasNotText: 'No payment requests found.' }).count()).toBe(before - 1);
    const decided = await apiGet<Payment>(page, `loyalty/payment/retrieve/${payment.id}/`);
    expect(decided.status).toBe('approved');
    // Its page links the other member to their page.
    await page.goto(`${session.server.url}/payments/detail/${payment.id}`);
    const note = page.getByRole('note').filter({ hasText: 'Flagged for a closer look' });
    await note.getByRole('link', { name: payment.shared_with[0].name }).waitFor();
    await expectAccessible(page, 'flagged payment detail');
    await keepScreenshot(page, 'payment-shared-account');
    await page.close();
  });

  it('rejects a payout from its request page and returns the cash to the balance', async () => {
    const page = await session.signedInPage('/payments/list?tab=requests');
    const [payment] = await apiGet<Payment[]>(page, 'loyalty/payment/pending/list/');
    const before = await apiGet<UserBalances>(page, `user/retrieve/${payment.user_list.id}/`);
    await page.goto(`${session.server.url}/payments/request-detail/${payment.id}`);
    await page.getByRole('region', { name: 'PAN Details' }).waitFor();
    await expectAccessible(page, 'payment request detail');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Reject this payout?' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Payment rejected successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/payments/list');
    const after = await apiGet<UserBalances>(page, `user/retrieve/${payment.user_list.id}/`);
    expect(Math.round((after.loyalty.balance_cash - before.loyalty.balance_cash) * 100)).toBe(
      Math.round(payment.amount * 100),
    );
    await page.close();
  });
});
