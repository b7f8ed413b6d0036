import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { demoTeam, keepScreenshot } from './harness';
import { menuItems } from '../menuItems';

const session = sharedBrowserAndServer();

/** The role's entries of the side menu: the spec's it may open, then those beyond the spec under "More". */
const menuOf = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
  return menu.getByRole('link').allTextContents();
};

/** Which of the menu's entries beyond the spec the role sees, each found as a link under "More" named as it. */
async function entriesBeyondSpec(page: Page) {
  const more = page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'More' });
  const counts = await Promise.all(menuItems.more.map(name => more.getByRole('link', { name, exact: true }).count()));
  return menuItems.more.filter((_, index) => counts[index] === 1);
}

/** Opens `path` and waits for its first heading: the screen's, or "Not allowed". */
async function open(page: Page, path: string) {
  await page.goto(`${session.server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
}

const goToLines = async (page: Page) => {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('option', { name: 'Dashboard' }).waitFor();
  // Each line's name, without the page's heading some show under it.
  const lines = await dialog
    .getByRole('option')
    .evaluateAll(options => options.map(option => option.firstChild?.textContent));
  await page.keyboard.press('Escape');
  return lines;
};

describe('a team of administrators, each role seeing only its own work', () => {
  it('finance: bills, payouts, voucher requests and schemes, the tax register and the programme; members and the catalogue read only', async () => {
    const page = await session.signedInPage('/', demoTeam.finance);
    expect(await menuOf(page)).toEqual([
      ...['Dashboard', 'Products', 'Vouchers', 'Users', 'Bills', 'Payments', 'Settings'],
      ...['Approvals', 'Schemes', 'Payouts', 'KYC', 'Programme', 'Tax register (194R)'],
    ]);
    expect(await entriesBeyondSpec(page)).toEqual([
      'Approvals',
      'Schemes',
      'Payouts',
      'KYC',
      'Programme',
      'Tax register (194R)',
    ]);
    await page.getByRole('heading', { name: 'New Bill Requests' }).waitFor();
    await page.getByTestId('liability').waitFor();
    await expect(page.getByRole('heading', { name: 'New User Requests' }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Quick Actions' }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'roles-finance-dashboard');

    const lines = await goToLines(page);
    expect(lines).toEqual(
      expect.arrayContaining(['Approvals', 'Tax register (194R)', 'Programme', 'Schemes', 'Payouts']),
    );
    expect(lines).not.toContain('Audit log');
    expect(lines).not.toContain('Team');

    // The inbox: only the kinds finance decides.
    await open(page, '/approvals');
    const chips = page.getByRole('group', { name: /kind/i }).getByRole('button');
    await expect
      .poll(() => chips.allTextContents())
      .toEqual([
        expect.stringMatching(/^All/),
        expect.stringMatching(/^Bill \(/),
        expect.stringMatching(/^Voucher request \(/),
        expect.stringMatching(/^Payout \(/),
      ]);

    // Members: the list only, without adding, deleting or the sign-ups' tabs.
    expect(await open(page, '/user/list')).toBe('Users');
    await page.getByRole('tab', { name: 'Existing Users' }).waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(1);
    await page.getByRole('row').nth(1).waitFor();
    await expect(page.getByRole('link', { name: 'Add New' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);

    // The vouchers page holds only the requests.
    await open(page, '/vouchers/list');
    await page.getByRole('tab', { name: 'Voucher Requests' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Ongoing Vouchers' }).count()).resolves.toBe(0);

    // The catalogue, read only: finance's schemes reward its products.
    expect(await open(page, '/products/list')).toBe('Products');
    await expect(page.getByRole('button', { name: /^(Import|Add New)/ }).count()).resolves.toBe(0);
    expect(await open(page, '/products/add-product')).toBe('Not allowed');
    await keepScreenshot(page, 'roles-finance-catalogue');
    await expect(
      page.getByText('Your role (Finance) does not allow this page.', { exact: false }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page, 'not allowed');
    await keepScreenshot(page, 'roles-not-allowed');
    expect(await open(page, '/user/add-user')).toBe('Not allowed');
    expect(await open(page, '/audit')).toBe('Not allowed');
    expect(await open(page, '/admins')).toBe('Not allowed');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${session.server.url}/`);
  });

  it('catalogue: products and vouchers with their imports, no members and no inbox', async () => {
    const page = await session.signedInPage('/', demoTeam.catalogue);
    expect(await menuOf(page)).toEqual(['Dashboard', 'Products', 'Vouchers', 'Settings', 'Schemes']);
    expect(await entriesBeyondSpec(page)).toEqual(['Schemes']);
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
    await expect(actions.allTextContents()).resolves.toEqual(['New Product', 'New Voucher']);
    await expect(page.getByRole('link', { name: /Review all/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId('liability').count()).resolves.toBe(0);
    await keepScreenshot(page, 'roles-catalogue-dashboard');

    await open(page, '/vouchers/list');
    await page.getByRole('tab', { name: 'Ongoing Vouchers' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Voucher Requests' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Add New' }).waitFor();
    expect(await open(page, '/approvals')).toBe('Not allowed');
    expect(await open(page, '/bills/request/list')).toBe('Not allowed');
    expect(await open(page, '/user/list')).toBe('Not allowed');
  });

  it('support: members, sign-ups, edits, the directory, notifications and terms; no money, no programme settings', async () => {
    const page = await session.signedInPage('/', demoTeam.support);
    expect(await menuOf(page)).toEqual([
      ...['Dashboard', 'Users', 'Directory', 'Notifications', 'Settings'],
      ...['Approvals', 'KYC'],
    ]);
    expect(await entriesBeyondSpec(page)).toEqual(['Approvals', 'KYC']);
    await page.getByRole('heading', { name: 'New User Requests' }).waitFor();
    await expect(page.getByRole('heading', { name: 'New Bill Requests' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('liability').count()).resolves.toBe(0);

    await open(page, '/approvals');
    const chips = page.getByRole('group', { name: /kind/i }).getByRole('button');
    await expect
      .poll(() => chips.allTextContents())
      .toEqual([
        expect.stringMatching(/^All/),
        expect.stringMatching(/^New user \(/),
        expect.stringMatching(/^Profile edit \(/),
        expect.stringMatching(/^Email edit \(/),
      ]);

    await open(page, '/user/list');
    await expect.poll(() => page.getByRole('tab').count()).toBe(3);
    await page.getByRole('link', { name: 'Add New' }).waitFor();

    await open(page, '/settings');
    await page.getByRole('link', { name: /Terms/ }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Save Programme Settings' }).count()).resolves.toBe(0);
    expect(await open(page, '/payments/list')).toBe('Not allowed');
    expect(await open(page, '/tax/194r')).toBe('Not allowed');
  });
});
