import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { expectAsksBeforeLeaving } from '@/tests/e2e/unsavedChanges';

const session = sharedBrowserAndServer();
const samples = path.resolve(import.meta.dirname, '../../../samples');

interface Voucher {
  id: number;
  offer_name: string;
  points_required: number;
  available_codes_count: number;
}
interface VoucherRequest {
  id: number;
  status: string;
  user_details: { id: number; first_name: string; last_name: string; balance_points: number };
  voucher_details: { points_required: number; available_codes: number };
}

const rowsOf = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const inTwoMonths = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

describe('vouchers', () => {
  it('adds a voucher with its codes, checked before sending, and shows its codes', async () => {
    const page = await session.signedInPage('/vouchers/list');
    await page.getByRole('link', { name: '+ Add New' }).click();
    await page.waitForURL(url => url.pathname === '/vouchers/add-voucher');
    await page.getByRole('button', { name: 'Add Voucher' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(5);

    await page.getByLabel(/^Offer Name/).fill('Croma Gift Card ₹2000');
    await page.getByLabel(/^Company Name/).fill('Croma');
    await page.getByLabel(/^Points Required/).fill('2000');
    await page.getByLabel(/^Expiry Date/).fill(inTwoMonths());
    await page.getByLabel(/^About Voucher/).fill('A Croma gift card worth ₹2000.');
    await page.getByLabel(/^How to Redeem/).fill('Visit a Croma store\nShow the code at the counter');
    for (const code of ['CRM-001', 'CRM-002', ' ', 'CRM-001', 'CRM-003']) {
      await page.getByLabel('New voucher code').fill(code);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    const codes = page.getByRole('list', { name: 'Voucher Codes' }).getByRole('listitem');
    expect(await codes.allTextContents()).toEqual(['CRM-001', 'CRM-002', 'CRM-003']);
    await expectAccessible(page, 'add voucher');
    await keepScreenshot(page, 'add-voucher');

    const creates: string[] = [];
    page.on('request', request => {
      if (request.url().endsWith('/loyalty/voucher/') && request.method() === 'POST') creates.push(request.url());
    });
    await page.getByRole('button', { name: 'Add Voucher' }).dblclick();
    await page.getByText('Voucher added successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/vouchers/list');
    expect(creates).toHaveLength(1);

    const voucher = (await apiGet<Voucher[]>(page, 'loyalty/voucher/list/')).find(
      item => item.offer_name === 'Croma Gift Card ₹2000',
    );
    expect(voucher).toMatchObject({ points_required: 2000, available_codes_count: 3 });
    await page.getByRole('link', { name: 'Croma Gift Card ₹2000', exact: true }).click();
    await page.getByRole('region', { name: 'Available Codes (3)' }).waitFor();
    await page.getByRole('region', { name: 'Used Codes (0)' }).waitFor();
    expect(await page.getByRole('region', { name: 'How to redeem' }).getByRole('listitem').allTextContents()).toEqual([
      'Visit a Croma store',
      'Show the code at the counter',
    ]);
    await expectAccessible(page, 'voucher detail');
    await page.close();
  });

  it('asks before a half-filled add form is left by a menu item or a reload', async () => {
    const page = await session.signedInPage('/vouchers/add-voucher');
    await page.getByLabel(/^Offer Name/).fill('Half a voucher');
    await page.getByLabel('New voucher code').fill('HALF-1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectAsksBeforeLeaving(page, page.getByLabel(/^Offer Name/), 'Users');
    await page.close();
  });

  it('edits a voucher in place and deletes it after confirming', async () => {
    const page = await session.signedInPage('/vouchers/list');
    const [voucher] = await apiGet<Voucher[]>(page, 'loyalty/voucher/list/');
    await page.getByRole('link', { name: `Edit ${voucher.offer_name}` }).click();
    await page.getByLabel(/^Points Required/).fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter a whole number above 0.').waitFor();
    await page.getByLabel(/^Points Required/).fill(String(voucher.points_required + 25));
    // A failed update says so and keeps what was typed.
    const update = `**/api/v1/loyalty/voucher/update/${voucher.id}/`;
    await page.route(update, route => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'Error!' });
    await refusal.getByText('Error updating voucher').waitFor();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/^Points Required/).inputValue()).toBe(String(voucher.points_required + 25));
    await page.unroute(update);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Voucher updated successfully').waitFor();
    await page.getByText(`${(voucher.points_required + 25).toLocaleString('en-IN')} PTS`).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(url => url.pathname === '/vouchers/list');
    const remaining = await apiGet<Voucher[]>(page, 'loyalty/voucher/list/');
    expect(remaining.some(item => item.id === voucher.id)).toBe(false);
    await page.close();
  });

  it('approves a request from the list, which refreshes', async () => {
    const page = await session.signedInPage('/vouchers/list?tab=requests');
    const [request] = await apiGet<VoucherRequest[]>(page, 'loyalty/voucher-requests/');
    const name = `${request.user_details.first_name} ${request.user_details.last_name}`;
    const rows = rowsOf(page, 'Voucher Requests');
    await rows.first().waitFor();
    const before = await rows.count();
    await expectAccessible(page, 'voucher requests');
    await page
      .getByRole('button', { name: `Approve request of ${name}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Approve this request?' })
      .getByRole('button', { name: 'Approve' })
      .dblclick();
    await page.getByText('Voucher request approved successfully').waitFor();
    await page.getByText('Voucher request approved successfully').waitFor({ state: 'hidden' });
    await expect
      .poll(() => rows.filter({ hasNotText: 'No matching voucher requests found.' }).count())
      .toBe(before - 1);
    const decided = await apiGet<VoucherRequest & { assigned_code: string }>(
      page,
      `loyalty/voucher/request/detail/${request.id}/`,
    );
    expect(decided.status).toBe('approved');
    expect(decided.assigned_code).toBeTruthy();
    await page.close();
  });

  it('rejects a request from its page, refunding the points, and goes back', async () => {
    const page = await session.signedInPage('/vouchers/list?tab=requests');
    const [request] = await apiGet<VoucherRequest[]>(page, 'loyalty/voucher-requests/');
    const before = request.user_details.balance_points;
    await page
      .getByRole('link', { name: `${request.user_details.first_name} ${request.user_details.last_name}` })
      .first()
      .click();
    await page.waitForURL(url => url.pathname === `/vouchers/voucher-request-detail/${request.id}`);
    await page.getByRole('region', { name: 'Offer' }).waitFor();
    await expectAccessible(page, 'voucher request detail');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Reject this request?' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Voucher request rejected successfully').waitFor();
    await page.waitForURL(url => url.pathname === '/vouchers/list');
    const decided = await apiGet<VoucherRequest>(page, `loyalty/voucher/request/detail/${request.id}/`);
    expect(decided.status).toBe('rejected');
    expect(decided.user_details.balance_points - before).toBe(request.voucher_details.points_required);
    await page.close();
  });

  it('rejects a request from the list and approves one from its page', async () => {
    const page = await session.signedInPage('/vouchers/list?tab=requests');
    const requests = await apiGet<VoucherRequest[]>(page, 'loyalty/voucher-requests/');
    const second = requests.find(request => request.voucher_details.available_codes > 0)!;
    const nameOf = (request: VoucherRequest) => `${request.user_details.first_name} ${request.user_details.last_name}`;
    const first = requests.find(
      request => request.id !== second.id && requests.filter(other => nameOf(other) === nameOf(request)).length === 1,
    )!;
    const firstName = `${first.user_details.first_name} ${first.user_details.last_name}`;
    await page
      .getByRole('button', { name: `Reject request of ${firstName}` })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Reject this request?' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Voucher request rejected successfully').waitFor();
    await expect
      .poll(async () => (await apiGet<VoucherRequest>(page, `loyalty/voucher/request/detail/${first.id}/`)).status)
      .toBe('rejected');

    await page.goto(`${session.server.url}/vouchers/voucher-request-detail/${second.id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Voucher request approved successfully').waitFor();
    const approved = await apiGet<VoucherRequest & { assigned_code: string }>(
      page,
      `loyalty/voucher/request/detail/${second.id}/`,
    );
    expect([approved.status, !!approved.assigned_code]).toEqual(['approved', true]);
    await page.close();
  });

  it('imports the sample file and reports the rows of a bad one', async () => {
    const page = await session.signedInPage('/vouchers/list');
    const input = page.locator('input[type=file]');
    const notExcel = path.join(mkdtempSync(path.join(tmpdir(), 'import-')), 'vouchers.csv');
    writeFileSync(notExcel, 'offer_name\nx');
    await input.setInputFiles(notExcel);
    await page.getByText('Please upload a valid Excel file (.xlsx or .xls)').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    const before = (await apiGet<Voucher[]>(page, 'loyalty/voucher/list/')).length;
    await input.setInputFiles(path.join(samples, 'vouchers-import-sample.xlsx'));
    await page.getByRole('dialog', { name: 'Import preview' }).getByRole('button', { name: 'Import 3 rows' }).click();
    const report = page.getByRole('dialog', { name: 'Import Successful' });
    await report.waitFor();
    await expectAccessible(page, 'import report');
    await report.getByRole('button', { name: 'OK' }).click();
    await report.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await apiGet<Voucher[]>(page, 'loyalty/voucher/list/')).length).toBe(before + 3);

    await input.setInputFiles(path.join(samples, 'vouchers-import-bad.xlsx'));
    await page.getByRole('dialog', { name: 'Import preview' }).getByRole('button', { name: 'Import 2 rows' }).click();
    const badReport = page.getByRole('dialog', { name: 'Import finished with errors' });
    await badReport.getByText('Imported 2 of 7 rows; 5 failed').waitFor();
    await badReport.getByRole('listitem').first().waitFor();
    expect(await badReport.getByRole('listitem').first().textContent()).toMatch(/^Row \d+/);
    await page.close();
  });
});
