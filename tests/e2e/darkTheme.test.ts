import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { keepScreenshot, waitForQuietNetwork } from './harness';

const session = sharedBrowserAndServer();

/** The page's background: the theme's `background.default`. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const dark = 'rgb(18, 20, 23)';
const light = 'rgb(244, 246, 248)';

/** A signed-in page whose system prefers the dark scheme. */
async function darkSystemPage(path = '/') {
  const page = await session.signedInPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${session.server.url}${path}`);
  return page;
}

/** The page's h1 shown and its requests answered, so what it draws is there to check. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForQuietNetwork(page);
}

const themeButton = (page: Page) => page.getByRole('button', { name: 'Toggle light/dark mode' });

// Every signed-in page is checked in the dark theme by everyPage.test.ts.
describe('dark theme', () => {
  it('draws a brand banner readable in the dark theme', async () => {
    const page = await darkSystemPage();
    await settle(page);
    // A brand's banner draws a light panel over the brand's colour (a gradient, which axe leaves unchecked).
    await page.goto(`${session.server.url}/products/list`);
    await page.locator('[aria-controls^="brand-"]').first().click();
    await page.getByRole('button', { name: 'View Brand banner' }).first().click();
    const panelText = page.getByRole('dialog', { name: 'Brand Details' }).locator('[data-testid="brand-gradient"] p');
    await panelText.first().waitFor();
    expect(await panelText.first().evaluate(element => getComputedStyle(element).color)).toBe('rgb(33, 33, 33)');
    await expectAccessible(page, 'brand banner in the dark theme');
    await keepScreenshot(page, 'dark-brand-banner');
    await page.close();
  }, 120_000);

  it('is switched from the app bar and remembered across a reload and a sign-out', async () => {
    const page = await darkSystemPage('/bills/request/list');
    await settle(page);
    expect(await pageBackground(page)).toBe(dark);
    // The search palette, dark too.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox').fill('in');
    await palette
      .getByRole('group', { name: /^Bills/ })
      .getByRole('option')
      .first()
      .waitFor();
    await expectAccessible(page, 'search palette in the dark theme');
    await keepScreenshot(page, 'dark-search-palette');
    await page.keyboard.press('Escape');
    await themeButton(page).click();
    await expect.poll(() => pageBackground(page)).toBe(light);
    await expectAccessible(page, 'dashboard in the light theme');

    await page.reload();
    await settle(page);
    expect(await pageBackground(page)).toBe(light);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await pageBackground(page)).toBe(light);
    await page.close();
  });

  it('draws the login page dark when the system prefers dark, and follows the system until a choice is made', async () => {
    const page = await session.signedInPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Signed out, with no theme chosen yet.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${session.server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main .MuiCard-root')!).color)).toBe(
      'rgb(255, 255, 255)',
    );
    await expectAccessible(page, 'login in the dark theme');
    await keepScreenshot(page, 'dark-login');
    // With no choice made, it follows the system as it changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(light);
    await page.close();
  });
});
