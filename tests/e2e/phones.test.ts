import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { keepScreenshot, waitForQuietNetwork } from './harness';
import { signedInRoutes } from './routeSample';

const session = sharedBrowserAndServer();

async function phonePage(width: number, path = '/'): Promise<Page> {
  const page = await session.signedInPage(path);
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** The page's h1 shown and its requests answered, so its widest rows are drawn. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForQuietNetwork(page);
}

/** After the next two frames: what a resize changes (media queries, resize observers) is drawn. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether the element lies within the window's width. */
const withinWindow = async (page: Page, name: string, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  expect(box, `${name} is shown`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
};

describe('phones', () => {
  it('draws no page wider than the window at 360 and 390 px, and axe finds nothing serious at 390 px', async () => {
    const page = await phonePage(390);
    const routes = await signedInRoutes(page);
    const tooWide: Record<number, string[]> = { 360: [], 390: [] };
    for (const route of routes) {
      // Each page loaded at 390 px, then narrowed to 360 px as a phone turned or a window dragged
      // narrower would: a part that sized itself once, on loading, only comes out wider for it.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${session.server.url}${route}`);
      await settle(page);
      const at390 = await pageWidth(page);
      if (at390 > 390) tooWide[390].push(`${route}: ${at390} px`);
      await expectAccessible(page, `${route} at 390 px`);
      await page.setViewportSize({ width: 360, height: 800 });
      await afterTwoFrames(page);
      await waitForQuietNetwork(page);
      const at360 = await pageWidth(page);
      if (at360 > 360) tooWide[360].push(`${route}: ${at360} px`);
    }
    for (const width of [360, 390]) expect(tooWide[width], `pages wider than ${width} px`).toEqual([]);
    await page.context().close();
  }, 300_000);

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
    await page.context().close();
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
    await page.context().close();
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
    await page.context().close();
  });
});
