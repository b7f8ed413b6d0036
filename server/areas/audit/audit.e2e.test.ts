import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot, waitForQuietNetwork } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

interface Payment {
  id: number;
  user_list: { first_name: string; last_name: string };
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Audit trail entries' }).locator('tbody tr');
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Approves the oldest shown payout request from its list, as an administrator does; the payout. */
async function approveAPayout(page: Page): Promise<Payment> {
  await page.goto(`${session.server.url}/payments/list?tab=requests`);
  const [payment] = await apiGet<Payment[]>(page, 'loyalty/payment/pending/list/');
  const name = `${payment.user_list.first_name} ${payment.user_list.last_name}`;
  await page
    .getByRole('button', { name: `Approve payout of ${name}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Approve this payout?' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Payment approved successfully').waitFor();
  return payment;
}

describe('audit trail', () => {
  it("shows who approved a payout: /audit filtered by record type, exported, and the payout page's History", async () => {
    const page = await session.signedInPage();
    const payment = await approveAPayout(page);
    const name = `${payment.user_list.first_name} ${payment.user_list.last_name}`;

    await page.goto(`${session.server.url}/audit`);
    await page.getByRole('heading', { name: 'Audit Trail', level: 1 }).waitFor();
    await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(1);
    // The record type by keyboard: Enter opens the choices, typing P goes to Payout, Enter picks it.
    await page.getByRole('combobox', { name: 'Record type' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Payout', exact: true }).waitFor();
    await page.keyboard.press('P');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Payout');
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.search.includes('target_type'));
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ target_type: 'payment' });
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    await row.getByText(new RegExp(`^Approved payout #${payment.id} \\(₹[\\d.]+, ${name}\\)$`)).waitFor();
    await row.getByText('admin@loyalty.test').waitFor();
    await row.getByRole('link', { name: `Payout #${payment.id}` }).waitFor();
    await row.getByRole('listitem', { name: 'status changed from pending to approved' }).waitFor();
    await expectAccessible(page, 'audit trail');
    await keepScreenshot(page, 'audit-trail');

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      // The first: the view's Export beside the filters (the selection's own waits in the hidden bulk toolbar).
      page.getByRole('button', { name: 'Export', exact: true }).first().click(),
    ]);
    expect(file.suggestedFilename()).toBe(`audit-log-${todayInIndia()}.xlsx`);
    const book = XLSX.read(readFileSync(await file.path()));
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(sheet).toEqual([
      expect.objectContaining({
        Admin: 'admin@loyalty.test',
        Action: 'Approved',
        Record: `Payout #${payment.id}`,
        Changes: expect.stringContaining('status: pending → approved'),
      }),
    ]);

    await row.getByRole('link', { name: `Payout #${payment.id}` }).click();
    await page.waitForURL(url => url.pathname === `/payments/detail/${payment.id}`);
    const history = page.getByRole('region', { name: 'History' });
    const entry = history.getByRole('list', { name: 'History of this record' }).getByRole('listitem').first();
    await entry.getByText(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2} [AP]M · admin@loyalty\.test · Approved$/).waitFor();
    await entry.getByRole('listitem', { name: 'status changed from pending to approved' }).waitFor();
    await expectAccessible(page, 'payout detail with its history');
    await keepScreenshot(page, 'payout-history');
    await page.close();
  });

  it("without the backend's audit/log/ (404), /audit says so and the detail pages show no History", async () => {
    const page = await session.signedInPage();
    await page.route('**/api/v1/audit/log/**', route =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
    );
    const payment = await approveAPayout(page);
    await page.goto(`${session.server.url}/audit`);
    await page.getByText('This server keeps no audit trail: its API has no audit/log/ endpoint.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'audit trail without the endpoint');

    await page.goto(`${session.server.url}/payments/detail/${payment.id}`);
    await page.getByRole('region', { name: 'Bank Account' }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByRole('region', { name: 'History' }).count()).toBe(0);
    await page.close();
  });
});
