import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { keepScreenshot } from './harness';
import { menuItems } from '../menuItems';

const session = sharedBrowserAndServer();

const { spec: specEntries, more: moreEntries } = menuItems;

/** Where each entry beyond the spec leads, and a page under it that lights it up too. */
const pagesOf: Record<string, [string, string]> = {
  Approvals: ['/approvals', '/approvals?filter=%7B%22kind%22%3A%22bill%22%7D'],
  Schemes: ['/schemes', '/schemes/new'],
  Programme: ['/programme', '/programme'],
  'Tax register (194R)': ['/tax/194r', '/tax/194r?financial_year=2025'],
  Team: ['/admins', '/admins'],
  'Audit log': ['/audit', '/audit?target_type=bill'],
};

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The owner's menu, once its last entry (shown once the backend is known to keep an audit trail) is there. */
async function ownersMenu(page: Page) {
  const menu = mainMenu(page);
  await menu.getByRole('link', { name: 'Audit log' }).waitFor();
  return menu;
}

/** Whether `locator` lies wholly inside the window. */
async function inWindow(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { height, width } = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

/**
 * Whether the entries' part of the menu scrolls, and whether the sidebar around the menu does
 * (react-admin's hides its scrollbar: a part scrolled there would be out of sight with no bar to show it).
 */
const scrolling = (page: Page) =>
  mainMenu(page).evaluate(nav => {
    const overflows = (element: Element) => element.scrollHeight > element.clientHeight + 1;
    return { entries: overflows(nav.querySelector('ul')!.parentElement!), sidebar: overflows(nav.parentElement!) };
  });

const drawerWidth = (page: Page) =>
  mainMenu(page).evaluate(nav => nav.closest('.MuiDrawer-paper')!.getBoundingClientRect().width);

/** The names of the menu's links and buttons that reach past the drawer's right edge. */
const cutOff = (page: Page) =>
  mainMenu(page).evaluate(nav => {
    const edge = nav.closest('.MuiDrawer-paper')!.getBoundingClientRect().right;
    return [...nav.querySelectorAll('a, button')]
      .filter(control => control.getBoundingClientRect().right > edge + 0.5)
      .map(control => control.getAttribute('aria-label') ?? control.textContent);
  });

describe('the side menu', () => {
  it("holds the spec's entries, then under More the others, and fits a 1366 x 768 window with Logout in sight", async () => {
    const page = await session.signedInPage('/');
    await page.setViewportSize({ width: 1366, height: 768 });
    const menu = await ownersMenu(page);
    expect(await menu.getByRole('link').allTextContents()).toEqual([...specEntries, ...moreEntries]);
    const more = menu.getByRole('list', { name: 'More' });
    expect(await more.getByRole('link').allTextContents()).toEqual(moreEntries);
    expect(await scrolling(page)).toEqual({ entries: false, sidebar: false });
    expect(await inWindow(page, menu.getByRole('link', { name: 'Audit log' }))).toBe(true);
    expect(await inWindow(page, menu.getByRole('button', { name: 'Logout' }))).toBe(true);
    await expectAccessible(page, 'menu at 1366 x 768');
    await keepScreenshot(page, 'menu-open-1366');

    for (const [label, [to, under]] of Object.entries(pagesOf)) {
      const link = menu.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href'), label).toBe(to);
      await link.click();
      await page.waitForURL(url => url.pathname === to);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto(`${session.server.url}${under}`);
      await expect.poll(() => link.getAttribute('aria-current'), { message: under }).toBe('page');
      await expect(menu.locator('[aria-current="page"]').count()).resolves.toBe(1);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'menu in the dark theme');
    await keepScreenshot(page, 'menu-open-dark');
    await page.close();
  });

  it('shows every entry as an icon named by its label while the drawer is closed', async () => {
    const page = await session.signedInPage('/approvals');
    await page.setViewportSize({ width: 1366, height: 768 });
    const menu = await ownersMenu(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // Each entry and Logout whole inside the narrow drawer, none cut off at its edge.
    await expect.poll(() => drawerWidth(page)).toBeLessThan(60);
    expect(await cutOff(page)).toEqual([]);
    expect(
      await menu.getByRole('link').evaluateAll(links => links.map(link => link.getAttribute('aria-label'))),
    ).toEqual([...specEntries, ...moreEntries]);
    await menu.getByRole('list', { name: 'More' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Approvals' }).getAttribute('aria-current')).toBe('page');
    expect(await scrolling(page)).toEqual({ entries: false, sidebar: false });
    await expectAccessible(page, 'closed menu');
    await keepScreenshot(page, 'menu-closed');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.close();
  });

  it('scrolls its entries in a short window, Logout staying in sight and the last entry in reach of the keyboard', async () => {
    const page = await session.signedInPage('/');
    await page.setViewportSize({ width: 1366, height: 520 });
    const menu = await ownersMenu(page);
    expect(await scrolling(page)).toEqual({ entries: true, sidebar: false });
    const logout = menu.getByRole('button', { name: 'Logout' });
    expect(await inWindow(page, logout)).toBe(true);
    const last = menu.getByRole('link', { name: 'Audit log' });
    expect(await inWindow(page, last)).toBe(false);
    await last.focus();
    await expect.poll(() => inWindow(page, last)).toBe(true);
    expect(await inWindow(page, logout)).toBe(true);
    await page.close();
  });

  it('opens on a phone with every entry and Logout in reach', async () => {
    const page = await session.signedInPage('/');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = await ownersMenu(page);
    expect(await menu.getByRole('link').allTextContents()).toEqual([...specEntries, ...moreEntries]);
    // Once the drawer has slid in.
    await expect.poll(() => inWindow(page, menu.getByRole('button', { name: 'Logout' }))).toBe(true);
    await expectAccessible(page, 'menu at 390 px');
    await keepScreenshot(page, 'menu-phone');
    await menu.getByRole('link', { name: 'Tax register (194R)' }).click();
    await page.waitForURL(url => url.pathname === '/tax/194r');
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('leaves out the audit log where the backend keeps no audit trail', async () => {
    const page = await session.signedInPage();
    await page.route('**/api/v1/audit/**', route => route.fulfill({ status: 404, json: { detail: 'Not found.' } }));
    const probed = page.waitForResponse(response => response.url().includes('/api/v1/audit/'));
    await page.goto(`${session.server.url}/`);
    const menu = mainMenu(page);
    await menu.getByRole('link', { name: 'Team' }).waitFor();
    await probed;
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual([...specEntries, ...moreEntries.slice(0, -1)]);
    await page.close();
  });
});
