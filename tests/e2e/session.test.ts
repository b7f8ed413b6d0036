import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../menuItems';
import { expectAccessible } from './accessibility';
import {
  demoAdmin,
  keepScreenshot,
  closeContexts,
  signIn,
  startServer,
  waitForQuietNetwork,
  workerBrowser,
  type RunningServer,
} from './harness';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

describe('signing in and out', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a wrong password with the server message, then signs in and stores the session', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
    await expectAccessible(page, 'login');
    await keepScreenshot(page, 'login');

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const feedback = page.getByText('Error: Invalid email or password.');
    await feedback.waitFor();
    expect(await feedback.getAttribute('data-tone')).toBe('error');
    expect(await page.getByLabel('Email').inputValue()).toBe(demoAdmin.email);

    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const success = page.getByText(/^Login successful: /);
    await success.waitFor();
    expect(await success.getAttribute('data-tone')).toBe('success');
    await page.waitForURL(`${server.url}/`);

    const stored = await page.evaluate(() => ({
      accessToken: localStorage.getItem('accessToken'),
      refreshToken: localStorage.getItem('refreshToken'),
      userId: localStorage.getItem('userId'),
    }));
    expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.userId).toMatch(/^\d+$/);
    await page.context().close();
  });

  it("shows the dashboard totals of main/dashboard/ inside the layout, the spec's nine menu entries first", async () => {
    const page = await newPage();
    await signIn(page, server.url);
    const totals = await page.evaluate(async () => {
      const response = await fetch('/api/v1/main/dashboard/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return response.json();
    });
    const india = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
    const card = (key: string) => page.getByTestId(key);
    await expect.poll(() => card('total_products').textContent()).toContain(india.format(totals.total_products));
    expect(await card('total_products').textContent()).toContain('Products');
    expect(await card('total_users').textContent()).toContain(`Users${india.format(totals.total_users)}`);
    expect(await card('total_balance_points').textContent()).toContain(
      `Points To Be Redeemed${india.format(totals.total_balance_points)}`,
    );
    expect(await card('total_balance_cash').textContent()).toMatch(/^Cash To Be Redeemed₹[\d,]+(\.\d\d)?$/);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const items = await menu.getByRole('link').allTextContents();
    // The spec's nine first, then the areas beyond it.
    expect(items).toEqual([...menuItems.spec, ...menuItems.more]);
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/user/list');
    for (const label of ['New Product', 'New User', 'New Voucher', 'New Pacific Salesman', 'New Dealer']) {
      expect(await page.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'New Dealer' }).getAttribute('href')).toBe(
      '/directory/add-directory-architect',
    );
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard');
    await keepScreenshot(page, 'dashboard');
    await page.context().close();
  });

  it('shows a not-found page with a way home for an unknown path', async () => {
    const page = await newPage();
    await signIn(page, server.url);
    await page.goto(`${server.url}/no/such/page`);
    await page.locator('#main-content').getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it('sends a signed-out visit to a layout page to /login, once', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const counted = window as unknown as { historyChanges: number };
      counted.historyChanges = 0;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          counted.historyChanges += 1;
          return original(...args);
        };
      }
    });
    for (const path of ['/user/list', '/']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/login`);
      await page.getByRole('heading', { name: 'ADMIN LOGIN' }).waitFor();
      await waitForQuietNetwork(page);
      expect(await page.evaluate(() => (window as unknown as { historyChanges: number }).historyChanges)).toBeLessThan(
        10,
      );
    }
    await page.context().close();
  });

  it('returns to the page asked for after signing in', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/no/such/page?x=1`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/no/such/page?x=1`);
    await page.context().close();
  });

  it('signs in with the keyboard alone, and Logout clears the session', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.keyboard.type(demoAdmin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoAdmin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    const keys = await page.evaluate(() =>
      ['accessToken', 'refreshToken', 'userId'].map(key => localStorage.getItem(key)),
    );
    expect(keys).toEqual([null, null, null]);
    await page.context().close();
  });

  it('signing out in one tab signs out the other', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first, server.url);
    const second = await context.newPage();
    await second.goto(`${server.url}/`);
    await second.getByTestId('total_users').waitFor();
    await first.getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL(`${server.url}/login`);
    await context.close();
  });
});

/** When the stored token of this key expires, by its `exp` (ms). */
const storedExpiry = (page: Page, key: string) =>
  page.evaluate(key => {
    const claims = localStorage.getItem(key)!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(claims)).exp * 1000;
  }, key);

/** Waits until this moment (ms) has passed on the server's clock, which is this machine's. */
const waitPast = (moment: number) =>
  new Promise(resolve => setTimeout(resolve, Math.max(0, moment - Date.now() + 500)));

describe('tokens that expire', () => {
  it('keeps working across several access-token expiries without signing out', async () => {
    const server = await startServer({ ACCESS_TOKEN_LIFETIME: '2', REFRESH_TOKEN_LIFETIME: '120' });
    try {
      const page = await newPage();
      const refreshes: string[] = [];
      page.on('request', request => {
        if (request.url().endsWith('/api/v1/user/token/refresh/')) refreshes.push(request.url());
      });
      await signIn(page, server.url);
      for (let round = 0; round < 3; round += 1) {
        await waitPast(await storedExpiry(page, 'accessToken'));
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await menu.getByRole('link', { name: 'Notifications' }).click();
        await menu.getByRole('link', { name: 'Dashboard' }).click();
        await page.getByTestId('total_users').getByText(/\d/).waitFor();
        expect(page.url()).toBe(`${server.url}/`);
      }
      expect(refreshes.length).toBeGreaterThanOrEqual(3);
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
      await page.context().close();
    } finally {
      await server.close();
    }
  });

  it("ends an expired session with 'Session Expired' / 'Please log in again.' and /login", async () => {
    const server = await startServer({ ACCESS_TOKEN_LIFETIME: '1', REFRESH_TOKEN_LIFETIME: '3' });
    try {
      const page = await newPage();
      await signIn(page, server.url);
      // Away from the app (on a page of the same origin), nothing refreshes the session, whose
      // refresh token then runs out.
      await page.goto(`${server.url}/api/v1/openapi.json`);
      await waitPast(await storedExpiry(page, 'refreshToken'));
      await page.goto(`${server.url}/`);
      const dialog = page.getByRole('dialog', { name: 'Session Expired' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Please log in again.');
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectAccessible(page, 'session expired');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const keys = await page.evaluate(() =>
        ['accessToken', 'refreshToken', 'userId'].map(key => localStorage.getItem(key)),
      );
      expect(keys).toEqual([null, null, null]);
      await page.context().close();
    } finally {
      await server.close();
    }
  });
});

describe('forgot password', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function openVerificationLink(page: Page, email: string) {
    await expect.poll(() => server.outbox().filter(mail => mail.to === email && mail.link).length).toBeGreaterThan(0);
    const link = server
      .outbox()
      .filter(mail => mail.to === email && mail.link)
      .at(-1)!.link;
    const mailPage = await page.context().newPage();
    await mailPage.goto(link);
    await expectAccessible(mailPage, 'verification link page');
    await mailPage.getByRole('button', { name: 'Verify my email' }).click();
    await mailPage.getByRole('heading', { name: 'Email verified' }).waitFor();
    await mailPage.close();
  }

  it('resets the password through the emailed link and signs in with the new one', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^Success: /).waitFor();
    await page.waitForURL(url => url.pathname === '/email-verification');
    expect(new URL(page.url()).searchParams.get('email')).toBe(demoAdmin.email);
    await page.getByText('Waiting for verification...').waitFor();
    await expectAccessible(page, 'email verification');
    await keepScreenshot(page, 'email-verification');

    await openVerificationLink(page, demoAdmin.email);
    await page.getByText('Verified!').waitFor({ timeout: 8000 });
    await page.waitForURL(url => url.pathname === '/change-password');
    await expectAccessible(page, 'change password');

    await page.getByLabel(/^New Password/).fill('Fresh@Pass2026');
    await page.getByLabel(/^Confirm Password/).fill('Other@Pass2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();

    await page.getByLabel(/^Confirm Password/).fill('Fresh@Pass2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await page.waitForURL(`${server.url}/login`);

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Error: Invalid email or password.').waitFor();

    await signIn(page, server.url, { email: demoAdmin.email, password: 'Fresh@Pass2026' });
    await page.context().close();
  });

  it('refuses to change a password whose email was not verified', async () => {
    const page = await newPage();
    const changePage = `${server.url}/change-password?email=${encodeURIComponent(demoAdmin.email)}`;
    // Opened without the verification of this tab: it says to start again, with no form.
    await page.goto(changePage);
    await page.getByText('No email to verify. Start again from Forgot Password.').waitFor();
    expect(await page.getByLabel(/^New Password/).count()).toBe(0);
    await page.getByRole('link', { name: 'Forgot Password?' }).waitFor();
    // With a verification id the link of which was never opened, the server refuses.
    await page.evaluate(
      email =>
        sessionStorage.setItem(`passwordReset:${email}`, JSON.stringify({ id: 'never-opened', sentAt: Date.now() })),
      demoAdmin.email,
    );
    await page.goto(changePage);
    await page.getByLabel(/^New Password/).fill('Takeover@2026');
    await page.getByLabel(/^Confirm Password/).fill('Takeover@2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(/^Error: /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/change-password');
    await page.context().close();
  });
});
