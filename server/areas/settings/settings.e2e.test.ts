import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import {
  demoAdmin,
  keepScreenshot,
  closeContexts,
  signIn,
  startServer,
  workerBrowser,
  type RunningServer,
} from '@/tests/e2e/harness';

const NEW_PHONE = '9876501234';
const NEW_PASSWORD = 'Fresh@Settings2026';
const NEW_EMAIL = 'renamed.admin@loyalty.test';
/** The wrappers check every 5 s, then show 'Verified!' for 1.5 s: on a busy machine, longer. */
const VERIFICATION_WAIT = { timeout: 30_000 };

let browser: Browser;
let server: RunningServer;
let credentials = { ...demoAdmin };

beforeAll(async () => {
  [browser, server] = await Promise.all([workerBrowser(), startServer()]);
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function signedInPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await signIn(page, server.url, credentials);
  await page.goto(`${server.url}${path}`);
  return page;
}

const mailsTo = (to: string) => server.outbox().filter(mail => mail.to === to);
/** The mails with a link sent to `to` so far. */
const linksTo = (to: string) => mailsTo(to).filter(mail => mail.link);

/** Waits for mail number `count` to `email`, opens its link in a new tab and presses the page's button. */
async function openLink(page: Page, email: string, count: number) {
  await expect.poll(() => linksTo(email).length).toBe(count);
  const link = linksTo(email)[count - 1].link;
  const mailPage = await page.context().newPage();
  await mailPage.goto(link);
  await mailPage.getByRole('button', { name: 'Verify my email' }).click();
  await mailPage.getByRole('heading', { name: 'Email verified' }).waitFor();
  await mailPage.close();
}

/**
 * Goes through a verification wrapper: it emails the current address; the link is opened; it
 * moves on. `linksBefore` is counted before the wrapper opens, which may send its mail at once.
 */
async function passWrapper(page: Page, name: string, target: string, linksBefore: number) {
  await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
  await page.getByText('Waiting for verification...').waitFor();
  await expectAccessible(page, `${name} verification`);
  await keepScreenshot(page, `settings-${name}-verification`);
  await openLink(page, credentials.email, linksBefore + 1);
  await page.getByText('Verified!').waitFor(VERIFICATION_WAIT);
  await page.waitForURL(url => url.pathname === target, VERIFICATION_WAIT);
}

const otpBox = (page: Page, index: number) => page.getByLabel(`OTP digit ${index} of 4`);
const otpValue = async (page: Page) =>
  (await Promise.all([1, 2, 3, 4].map(index => otpBox(page, index).inputValue()))).join('');

describe('settings', () => {
  it('shows the admin email, the changes, terms and a Logout that signs out', async () => {
    const page = await signedInPage('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('settings-email').textContent()).toBe(demoAdmin.email);
    for (const name of ['Change Mobile Number', 'Change Email', 'Change Password', 'Terms & Conditions']) {
      expect(await page.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms&condition-list',
    );
    await expectAccessible(page, 'settings');
    await keepScreenshot(page, 'settings');

    await page.locator('#main-content').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });

  it('changes the mobile number through the verification and the OTP read from the outbox', async () => {
    const page = await signedInPage('/settings');
    const linksBefore = linksTo(credentials.email).length;
    await page.getByRole('link', { name: 'Change Mobile Number' }).click();
    await page.waitForURL(
      url => url.pathname === `/settings/change-phone-number/${encodeURIComponent(demoAdmin.email)}`,
    );
    await passWrapper(page, 'phone', '/settings/change-phone-number/', linksBefore);

    await page.getByRole('heading', { name: 'Change Mobile Number' }).waitFor();
    await page.getByLabel(/^New Mobile Number/).fill('98765');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Enter a valid 10-digit mobile number.').waitFor();
    expect(mailsTo(NEW_PHONE)).toEqual([]);
    await expectAccessible(page, 'mobile number entry');
    await keepScreenshot(page, 'settings-phone');
    await page.getByLabel(/^New Mobile Number/).fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(url => url.pathname === `/settings/change-phone-number/otp/${NEW_PHONE}`);
    await expect.poll(() => mailsTo(NEW_PHONE).length).toBe(1);
    const otp = mailsTo(NEW_PHONE)[0].otp;
    expect(otp).toMatch(/^\d{4}$/);

    await page.getByText(`Enter the 4-digit OTP sent to ${NEW_PHONE}.`).waitFor();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('This field is required.').waitFor();
    // Typing moves on; Backspace in an empty box goes back and clears it.
    await otpBox(page, 1).click();
    await page.keyboard.type('12');
    expect(await otpValue(page)).toBe('12');
    expect(await otpBox(page, 3).evaluate(element => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await otpValue(page)).toBe('');
    expect(await otpBox(page, 1).evaluate(element => element === document.activeElement)).toBe(true);

    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Invalid OTP. Please try again.').waitFor();
    expect(await otpValue(page)).toBe(wrong);
    await expectAccessible(page, 'otp');
    await keepScreenshot(page, 'settings-otp');

    // Pasting the code into the first box fills all four.
    await otpBox(page, 1).evaluate((element, code) => {
      const data = new DataTransfer();
      data.setData('text', code);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, otp);
    expect(await otpValue(page)).toBe(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Mobile number updated successfully!').waitFor();
    await page.waitForURL(`${server.url}/settings`);
    await expect.poll(() => page.getByTestId('settings-phone').textContent()).toBe(NEW_PHONE);
    await page.context().close();
  });

  it('changes the password after its verification (opened directly), then signs in with the new one', async () => {
    // A bookmark of the change itself goes to its verification wrapper first.
    const linksBefore = linksTo(credentials.email).length;
    const page = await signedInPage('/settings/change-password');
    await page.waitForURL(
      url => url.pathname === `/settings/change-password/verification/${encodeURIComponent(demoAdmin.email)}`,
    );
    await passWrapper(page, 'password', '/settings/change-password', linksBefore);

    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm Password/).fill('Something@Else1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel(/^New Password/).getAttribute('type')).toBe('text');
    await expectAccessible(page, 'settings change password');
    await keepScreenshot(page, 'settings-password');

    await page.getByLabel(/^Confirm Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully! Please sign in with your new password.').waitFor();
    await page.waitForURL(`${server.url}/login`);

    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Error: Invalid email or password.').waitFor();
    credentials = { email: demoAdmin.email, password: NEW_PASSWORD };
    await signIn(page, server.url, credentials);
    await page.context().close();
  });

  it('changes the email through the link sent to the new address', async () => {
    const page = await signedInPage('/settings');
    const linksBefore = linksTo(credentials.email).length;
    await page.getByRole('link', { name: 'Change Email' }).click();
    await passWrapper(page, 'email', '/settings/change-email', linksBefore);

    await page.getByLabel(/^New Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    expect(mailsTo('not-an-email')).toEqual([]);
    await expectAccessible(page, 'change email');
    await keepScreenshot(page, 'settings-email');
    await page.getByLabel(/^New Email/).fill(NEW_EMAIL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(
      url => url.pathname === `/settings/verify-email/verification/${encodeURIComponent(NEW_EMAIL)}`,
    );
    await page.getByText('Waiting for verification...').waitFor();
    await expectAccessible(page, 'new email verification');
    await keepScreenshot(page, 'settings-email-waiting');

    await openLink(page, NEW_EMAIL, 1);
    await page.getByText('Email updated successfully!').waitFor(VERIFICATION_WAIT);
    await page.waitForURL(`${server.url}/settings`);
    await expect.poll(() => page.getByTestId('settings-email').textContent()).toBe(NEW_EMAIL);
    await page.context().close();

    credentials = { email: NEW_EMAIL, password: NEW_PASSWORD };
    const again = await signedInPage('/settings');
    await expect.poll(() => again.getByTestId('settings-email').textContent()).toBe(NEW_EMAIL);
    await again.context().close();
  });
});
