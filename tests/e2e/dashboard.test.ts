import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';
import { holdAnswers, keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

describe('dashboard pending tables', () => {
  it('shows the seeded pending rows of the four tables, each linking to its detail page', async () => {
    const page = await session.signedInPage('/');
    const tables = [
      { name: 'New User Requests', path: 'user/new-users/', detail: '/user/new-user-detail/' },
      { name: 'New Voucher Requests', path: 'loyalty/voucher-requests/', detail: '/vouchers/voucher-request-detail/' },
      { name: 'New Bill Requests', path: 'bill/approve-requests/', detail: '/bills/request/detail/' },
      { name: 'New Payment Requests', path: 'loyalty/payment/pending/list/', detail: '/payments/request-detail/' },
    ];
    for (const table of tables) {
      const pending = await apiGet<Array<{ id: number }>>(page, table.path);
      expect(pending.length, `${table.name} are seeded`).toBeGreaterThan(0);
      const rows = tableRows(page, table.name);
      await expect.poll(() => rows.count()).toBe(Math.min(10, pending.length));
      const links = rows.first().getByRole('link');
      expect(await links.count()).toBe(2);
      for (const href of await links.evaluateAll(anchors => anchors.map(anchor => anchor.getAttribute('href')))) {
        expect(href).toBe(`${table.detail}${pending[0].id}`);
      }
    }
    const [bill] = await apiGet<Array<{ amount: number }>>(page, 'bill/approve-requests/');
    const india = new Intl.NumberFormat('en-IN', {
      maximumFractionDigits: 2,
      minimumFractionDigits: Number.isInteger(bill.amount) ? 0 : 2,
    });
    expect(await tableRows(page, 'New Bill Requests').first().textContent()).toContain(`₹${india.format(bill.amount)}`);
    expect(await page.getByRole('link', { name: 'View all', exact: true }).getAttribute('href')).toBe('/user/list');
    await expectAccessible(page, 'dashboard with tables');
    await keepScreenshot(page, 'dashboard-tables');

    await tableRows(page, 'New User Requests').first().getByRole('link').first().click();
    await page.waitForURL(url => url.pathname.startsWith('/user/new-user-detail/'));
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.close();
  });

  it('names its placeholders while the tables load, and axe finds nothing serious on them', async () => {
    const page = await session.signedInPage();
    const release = await holdAnswers(page, '**/api/v1/bill/approve-requests/**', route => route.continue());
    await page.goto(`${session.server.url}/`);
    const placeholders = page.getByRole('status', { name: 'Loading' });
    await expect(placeholders.getAttribute('aria-busy')).resolves.toBe('true');
    await expectAccessible(page, 'dashboard while its tables load');
    release();
    await placeholders.waitFor({ state: 'detached' });
    await tableRows(page, 'New Bill Requests').first().waitFor();
    await page.close();
  });
});
