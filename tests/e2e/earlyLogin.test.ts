import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { demoAdmin, keepScreenshot } from './harness';

const session = sharedBrowserAndServer();

/** The document's own sign-in card (index.html), drawn before the app's script runs. */
const DOCUMENT_CARD = '#document-login';
/** The app's entry script (the login page and react-admin's core), held back by `openWithScriptHeld`. */
const APP_SCRIPT = '**/assets/index-*.js';

/** Opens `path` with the app's script held back until the returned function is called. */
async function openWithScriptHeld(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route(APP_SCRIPT, async route => {
    await released;
    await route.continue();
  });
  await page.goto(`${session.server.url}${path}`, { waitUntil: 'commit' });
  return release;
}

/** The login page drawn by the app has taken the document's card over. */
async function appHasTakenOver(page: Page) {
  await page.locator(`#root form`).waitFor();
  await page.locator(DOCUMENT_CARD).waitFor({ state: 'detached' });
}

/** Where the card's parts stand, and their colours, whichever of the two cards is on screen. */
function cardLook(page: Page, root: string) {
  return page.evaluate(root => {
    const scope = document.querySelector(root)!;
    const card = scope.querySelector('h1')!.closest(root === '#root' ? '.MuiCard-root' : '.card')!;
    const parts = {
      card,
      logo: scope.querySelector('img')!,
      title: scope.querySelector('h1')!,
      email: scope.querySelector('input[name="email"]')!,
      password: scope.querySelector('input[name="password"]')!,
      emailLabel: scope.querySelector('label')!,
      show: scope.querySelector('button[aria-pressed]')!,
      login: [...scope.querySelectorAll('button')].find(button => button.textContent === 'Login')!,
      forgot: scope.querySelector('a[href="/forgot-password"]')!,
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, element]) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          name,
          {
            box: [x, y, width, height].map(value => Math.round(value)),
            color: style.color,
            background: style.backgroundColor,
            font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight}`,
          },
        ];
      }),
    );
  }, root);
}

const themes: Array<{ name: string; context: BrowserContextOptions; stored?: 'light' | 'dark' }> = [
  { name: 'light', context: { colorScheme: 'light' } },
  { name: 'dark', context: { colorScheme: 'dark' } },
  { name: 'dark, chosen in the app on a light system', context: { colorScheme: 'light' }, stored: 'dark' },
  { name: 'light, chosen in the app on a dark system', context: { colorScheme: 'dark' }, stored: 'light' },
];

describe('the sign-in card the document draws', () => {
  it('takes the email and password typed before the script runs, and signs in with them', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const release = await openWithScriptHeld(page, '/login');
    await page.locator(DOCUMENT_CARD).waitFor();
    expect(await page.locator('#root').innerHTML(), 'the app has not drawn anything yet').toBe('');

    await page.getByLabel('Email').pressSequentially(demoAdmin.email);
    const half = Math.ceil(demoAdmin.password.length / 2);
    await page.getByLabel(/^Password/).pressSequentially(demoAdmin.password.slice(0, half));
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByLabel(/^Password/).focus();
    await keepScreenshot(page, 'login-typed-before-script');
    release();
    await appHasTakenOver(page);

    // The app's fields hold what was typed, the password shown as asked, the caret where it was.
    expect(await page.getByLabel('Email').inputValue()).toBe(demoAdmin.email);
    await expect.poll(() => page.getByRole('button', { name: 'Hide password' }).count()).toBe(1);
    await page.keyboard.type(demoAdmin.password.slice(half));
    expect(await page.getByLabel(/^Password/).inputValue()).toBe(demoAdmin.password);

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(demoAdmin.password.slice(0, half));
    expect(page.url()).not.toContain(demoAdmin.password.slice(0, half));

    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${session.server.url}/`);
    await context.close();
  });

  it('signs in once the script has come when Enter was pressed before', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const release = await openWithScriptHeld(page, '/login');
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByLabel(/^Password/).press('Enter');
    expect(page.url(), 'nothing is sent by the document itself').toBe(`${session.server.url}/login`);
    release();
    await page.waitForURL(`${session.server.url}/`);
    await context.close();
  });

  for (const theme of themes) {
    it(`is where the app draws its own, in its colours, and accessible: ${theme.name}`, async () => {
      const context = await session.browser.newContext({ viewport: { width: 412, height: 823 }, ...theme.context });
      const page = await context.newPage();
      if (theme.stored) {
        const stored = JSON.stringify(theme.stored);
        await page.addInitScript(stored => localStorage.setItem('RaStore.theme', stored), stored);
      }
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await openWithScriptHeld(page, '/login');
      await page.locator(DOCUMENT_CARD).waitFor();
      expect(
        await blockingViolations(page, { whileLoading: true }),
        `axe on the document's card, ${theme.name}`,
      ).toEqual([]);
      const early = await cardLook(page, DOCUMENT_CARD);
      await keepScreenshot(page, `login-document-card-${theme.name.split(',')[0]}${theme.stored ? '-stored' : ''}`);
      // A full-page screenshot resizes the page for a moment: only the shifts from here on count.
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.splice(0));
      release();
      await appHasTakenOver(page);
      const drawn = await cardLook(page, '#root');
      expect(early).toEqual(drawn);
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      await context.close();
    });
  }

  it('is never drawn on any other page', async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const release = await openWithScriptHeld(page, '/forgot-password');
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.locator(DOCUMENT_CARD).isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    expect(await page.locator(DOCUMENT_CARD).count()).toBe(0);
    await context.close();
  });
});
