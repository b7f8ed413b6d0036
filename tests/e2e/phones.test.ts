import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

async function phonePage(width: number, path = '/'): Promise<Page> {
  const page = await session.signedInPage(path);
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** Whether the element lies within the window's width. */
const withinWindow = async (page: Page, name: string, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  expect(box, `${name} is shown`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
};

// Every signed-in page is checked at 390 and 360 px by everyPage.test.ts.
describe('phones', () => {
  it('shows lists as cards with their search, tabs, filters, Add, Export and pager on screen', async () => {
    const page = await phonePage(390, '/user/list');
    const users = page.getByRole('list', { name: 'Existing Users' });
    await users.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const first = users.getByRole('listitem').first();
    await withinWindow(page, 'view link', first.getByRole('link', { name: /^View / }));
    await withinWindow(page, 'delete button', first.getByRole('button', { name: /^Delete / }));
    await withinWindow(page, 'search', page.getByRole('searchbox'));
    await withinWindow(page, 'Add filter', page.getByRole('button', { name: 'Add filter' }));
    await withinWindow(page, '+ Add New', page.getByRole('link', { name: '+ Add New' }));
    await withinWindow(page, 'Next', page.getByRole('button', { name: 'Next' }));
    await withinWindow(page, 'tab list', page.getByRole('tablist'));
    await expectAccessible(page, 'users list at 390 px');
    await keepScreenshot(page, 'phone-users');

    await page.goto(`${session.server.url}/bills/request/list`);
    const bills = page.getByRole('list', { name: 'Bill Requests' });
    await bills.getByRole('listitem').first().waitFor();
    expect(await bills.getByRole('listitem').first().textContent()).toMatch(/₹[\d,.]+/);
    await withinWindow(page, 'Export', page.getByRole('button', { name: 'Export', exact: true }));
    await withinWindow(page, 'Export view', page.getByRole('button', { name: 'Export view' }));
    await expectAccessible(page, 'bills list at 390 px');

    for (const path of [
      '/payments/list?tab=requests',
      '/vouchers/list?tab=requests',
      '/directory/list',
      '/vouchers/list',
    ]) {
      await page.goto(`${session.server.url}${path}`);
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await expectAccessible(page, `${path} at 390 px`);
    }
    await page.close();
  });

  it("shows the dashboard's pending work as cards whose approve and reject are on screen", async () => {
    const page = await phonePage(390);
    for (const name of ['New User Requests', 'New Voucher Requests', 'New Bill Requests', 'New Payment Requests']) {
      const item = page.getByRole('list', { name }).getByRole('listitem').first();
      await item.waitFor();
      await withinWindow(page, `${name}: approve`, item.getByRole('link', { name: /^Approve/ }));
      await withinWindow(page, `${name}: reject`, item.getByRole('link', { name: /^Reject/ }));
    }
    await expectAccessible(page, 'dashboard at 390 px');
    await keepScreenshot(page, 'phone-dashboard');
    await page.close();
  });

  it('starts with the drawer closed and closes it once a page is chosen', async () => {
    const page = await phonePage(390);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // react-admin keeps the drawer's state: open, as a desktop left it.
    await page.evaluate(() => localStorage.setItem('RaStore.sidebar.open', 'true'));
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(url => url.pathname === '/user/list');
    await menu.waitFor({ state: 'hidden' });
    await keepScreenshot(page, 'phone-after-menu');
    await page.close();
  });
});
