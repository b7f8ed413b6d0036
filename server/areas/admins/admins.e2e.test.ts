import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { keepScreenshot, closeContexts, signIn, startServer, workerBrowser, type RunningServer } from '@/tests/e2e/harness';

const invited = { email: 'meera.team@loyalty.test', first_name: 'Meera', last_name: 'Joshi' };
const invitedName = `${invited.first_name} ${invited.last_name}`;
const invitedPassword = 'Fresh@Team2026';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([workerBrowser(), startServer()]);
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

/** The links emailed to `to` so far. */
const linksTo = (to: string) => server.outbox().filter(mail => mail.to === to && mail.link);

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the team of administrators', () => {
  it('invites an administrator, who accepts by the emailed link and signs in; the owner changes their role and disables them', async () => {
    const owner = await newPage();
    await signIn(owner, server.url);
    // Beside the spec's menu: from Settings (and Ctrl+K).
    await owner.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await owner.getByRole('link', { name: 'Administrators and their roles' }).click();
    await owner.waitForURL(`${server.url}/admins`);
    await owner.getByRole('heading', { name: 'Administrators', level: 1 }).waitFor();
    const ownRow = rowOf(owner, 'admin@loyalty.test');
    await expect.poll(() => ownRow.textContent()).toContain('(you)');
    expect(await ownRow.textContent()).toContain('Owner');
    expect(await ownRow.getByRole('button', { name: /^Disable / }).count()).toBe(0);
    expect(
      await rowOf(owner, 'finance@loyalty.test').getByRole('button', { name: 'Disable Farah Mehta' }).count(),
    ).toBe(1);
    await expectAccessible(owner, 'administrators');
    await keepScreenshot(owner, 'admins-list');

    // The invitation: each field's error before sending, then an email already taken, then sent.
    await owner.getByRole('button', { name: 'Invite administrator' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite an administrator' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => dialog.getByText('This field is required.').count()).toBe(3);
    await dialog.getByLabel(/^Email/).fill('finance@loyalty.test');
    await dialog.getByLabel(/^First name/).fill(invited.first_name);
    await dialog.getByLabel(/^Last name/).fill(invited.last_name);
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await owner.getByRole('option', { name: 'Support' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('An account with this email already exists.').waitFor();
    expect(await dialog.getByLabel(/^First name/).inputValue()).toBe(invited.first_name);
    await expectAccessible(owner, 'invite dialog');
    await keepScreenshot(owner, 'admins-invite-dialog');
    await dialog.getByLabel(/^Email/).fill(invited.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).dblclick();
    await owner.getByText(`An invitation was sent to ${invited.email}.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const invitedRow = rowOf(owner, invited.email);
    await expect.poll(() => invitedRow.textContent()).toMatch(/Invited — link valid until .+/);
    expect(await invitedRow.textContent()).toContain('Never');
    expect(linksTo(invited.email)).toHaveLength(1);
    await keepScreenshot(owner, 'admins-list-invited');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // On a phone: one card per administrator, with the same buttons.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signIn(phone, server.url);
    await phone.goto(`${server.url}/admins`);
    const cards = phone.getByRole('list', { name: 'Administrators of the programme' });
    await cards.getByRole('listitem').filter({ hasText: invited.email }).waitFor();
    expect(await phone.getByRole('table').count()).toBe(0);
    await cards.getByRole('button', { name: `Resend the invitation to ${invitedName}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(phone, 'administrators on a phone');
    await keepScreenshot(phone, 'admins-list-phone');
    await phone.context().close();

    // The emailed link, opened signed out in a browser of its own.
    const link = linksTo(invited.email)[0].link;
    expect(new URL(link).pathname).toBe('/accept-invitation');
    const newcomer = await newPage();
    await newcomer.goto(link);
    await newcomer.getByText(`Set a password for ${invited.email}`).waitFor();
    await newcomer.getByText('You are invited as: Support').waitFor();
    await newcomer.getByLabel(/^New password/).fill(invitedPassword);
    await newcomer.getByLabel(/^Confirm password/).fill('Fresh@Team2027');
    await newcomer.getByRole('button', { name: 'Set password' }).click();
    await newcomer.getByText('Passwords do not match').waitFor();
    await expectAccessible(newcomer, 'invitation page');
    await keepScreenshot(newcomer, 'admins-invitation');
    await newcomer.getByLabel(/^Confirm password/).fill(invitedPassword);
    await newcomer.getByRole('button', { name: 'Set password' }).click();
    await newcomer.getByRole('link', { name: 'Go to sign in' }).waitFor();
    await keepScreenshot(newcomer, 'admins-invitation-accepted');

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByText('This invitation link is invalid or has expired.').waitFor();
    await again.getByRole('link', { name: 'Go to sign in' }).waitFor();
    await expectAccessible(again, 'invitation used');
    await keepScreenshot(again, 'admins-invitation-used');
    await again.context().close();

    await newcomer.getByRole('link', { name: 'Go to sign in' }).click();
    await newcomer.waitForURL(`${server.url}/login`);
    await signIn(newcomer, server.url, { email: invited.email, password: invitedPassword });
    // Support's settings have no way to the team, which is the owner's.
    await newcomer.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await newcomer.getByRole('link', { name: /Terms/ }).first().waitFor();
    expect(await newcomer.getByRole('link', { name: 'Administrators and their roles' }).count()).toBe(0);

    // Back as the owner: active now, then a new role, then disabled (after a confirmation).
    await owner.reload();
    await expect.poll(() => invitedRow.textContent()).toContain('Active');
    expect(await invitedRow.textContent()).not.toContain('Never');
    await invitedRow.getByRole('button', { name: `Change the role of ${invitedName}` }).click();
    const roleDialog = owner.getByRole('dialog', { name: `Change the role of ${invitedName}` });
    await roleDialog.getByRole('combobox', { name: /^Role/ }).click();
    await owner.getByRole('option', { name: 'Finance' }).click();
    await expectAccessible(owner, 'change role dialog');
    await roleDialog.getByRole('button', { name: 'Save role' }).click();
    await owner.getByText(`${invitedName} is now Finance.`).waitFor();
    await expect.poll(() => invitedRow.textContent()).toContain('Finance');

    await invitedRow.getByRole('button', { name: `Disable ${invitedName}` }).click();
    const confirm = owner.getByRole('dialog', { name: `Disable ${invitedName}?` });
    await confirm.getByText('signed out everywhere at once').waitFor();
    await expectAccessible(owner, 'disable dialog');
    await keepScreenshot(owner, 'admins-disable-dialog');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await owner.getByText(`${invitedName} is disabled.`).waitFor();
    await expect.poll(() => invitedRow.textContent()).toContain('Disabled');
    expect(await invitedRow.getByRole('button', { name: `Enable ${invitedName}` }).count()).toBe(1);
    await keepScreenshot(owner, 'admins-list-after');

    // Their open page is signed out at once, without a reload: the live stream tells it of the change.
    await newcomer.waitForURL(`${server.url}/login`, { timeout: 5_000 });
    await newcomer.getByRole('dialog', { name: 'Session Expired' }).getByRole('button', { name: 'OK' }).click();
    await newcomer.getByLabel('Email').fill(invited.email);
    await newcomer.getByLabel(/^Password/).fill(invitedPassword);
    await newcomer.getByRole('button', { name: 'Login' }).click();
    await newcomer.getByText(/This account has been disabled/).waitFor();
    await keepScreenshot(newcomer, 'admins-disabled-sign-in');
  });
});
