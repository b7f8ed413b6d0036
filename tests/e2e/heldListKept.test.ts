import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

/** Enough vouchers for a second page. */
beforeAll(() => {
  const db = openDatabase(path.join(session.server.dataDir, 'db.sqlite'));
  try {
    const addVoucher = db.prepare(
      `INSERT INTO vouchers (offer_name, points_required, validity, company_name, created_at)
       VALUES (?, ?, '2099-12-31', 'Tata', ?)`,
    );
    for (let index = 0; index < 25; index += 1) {
      addVoucher.run(`Tata Gift Card ${index}`, 100 + index * 10, new Date(Date.UTC(2026, 0, 1 + index)).toISOString());
    }
  } finally {
    db.close();
  }
});

const isVoucherList = (url: URL) => url.pathname === '/api/v1/loyalty/voucher/list/';
/** The side menu's probe of the audit trail, a list the reference server always answers in pages. */
const isAuditProbe = (url: URL) => url.pathname === '/api/v1/audit/log/';

describe('a list held whole in the browser', () => {
  it("stays held when another list's paged answer arrives after it: its searches, sorts and pages ask nothing", async () => {
    const page = await session.signedInPage('/');
    const listCalls: string[] = [];
    page.on('request', request => {
      if (isVoucherList(new URL(request.url()))) listCalls.push(request.url());
    });
    let release = () => {};
    const released = new Promise<void>(resolve => (release = resolve));
    await page.route(isAuditProbe, async route => {
      await released;
      await route.continue();
    });

    await page.goto(`${session.server.url}/vouchers/list`);
    const rows = page.getByRole('table', { name: 'Ongoing Vouchers' }).locator('tbody tr');
    await rows.first().waitFor();
    release();
    // The menu shows its audit log entry once the app has read the probe's page.
    await page.getByRole('link', { name: 'Audit log' }).waitFor({ state: 'attached' });

    const params = () => new URL(page.url()).searchParams;
    await page.getByRole('searchbox', { name: 'Search offer name, company, etc.' }).fill('a');
    await expect.poll(() => params().get('filter')).toBe('{"q":"a"}');
    const header = page.getByRole('columnheader', { name: 'Points Required' });
    await header.getByRole('button').click();
    await header.locator('.Mui-active.MuiTableSortLabel-directionAsc').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => params().get('page')).toBe('2');
    await expect.poll(async () => (await rows.first().textContent())?.startsWith('21')).toBe(true);

    expect(listCalls).toHaveLength(1);
    await page.close();
  });
});
