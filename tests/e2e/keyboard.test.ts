import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiGet, sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer();

/** A signed-in page at a laptop's 1366 px. */
async function open(path = '/'): Promise<Page> {
  const page = await session.signedInPage(path);
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

/** What has the focus: its tag, its text or label, and whether its ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase(),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim(),
      ring: element ? getComputedStyle(element).outlineStyle !== 'none' : false,
      inMain: !!element?.closest('#main-content'),
    };
  });

const isFocused = (locator: Locator) => locator.evaluate(element => element === document.activeElement);

/** Tab presses from "Skip to content" to the dashboard's last pending table, at most. */
const SKIPPED_TO_TABLES = 20;

async function tabUntil(page: Page, target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached in ${most} Tab presses`);
}

describe('keyboard', () => {
  it('offers "Skip to content" as the first Tab stop, which reaches the page', async () => {
    const page = await open();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Skip to content' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    await page.close();
  });

  it("makes each list one Tab stop with arrow keys inside; Enter opens the row's page, whose heading takes the focus", async () => {
    const page = await open('/user/list');
    const table = page.getByRole('table', { name: 'Existing Users' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await table.locator('[tabindex="0"]').count()).toBe(1);
    expect(await table.locator('a[tabindex="0"], button[tabindex="0"], input[tabindex="0"]').count()).toBe(0);

    await tabUntil(page, rows.first(), 30);
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(rows.nth(1))).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(table.locator('thead tr'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Right goes through the row's own controls: its checkbox, the view link, the delete button.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const name = (await focused(page)).name ?? '';
    expect(name).toMatch(/^View /);
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toMatch(/^Delete /);
    await page.keyboard.press('Escape');
    expect(await isFocused(rows.nth(1))).toBe(true);
    // Tab leaves the list at once.
    await page.keyboard.press('Tab');
    expect(await table.evaluate(element => element.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(rows.nth(1))).toBe(true);

    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname.startsWith('/user/user-detail/'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => isFocused(heading)).toBe(true);
    expect((await focused(page)).ring).toBe(true);
    await expectAccessible(page, 'user detail at 1366 px');
    await page.close();
  });

  it('makes the brands one Tab stop, Up and Down between them, Enter opening one whose products are a list of their own', async () => {
    const page = await open('/products/list');
    const brands = page.getByRole('region', { name: 'Brands' }).locator('[data-brand-summary]');
    await brands.nth(1).waitFor();
    await expect
      .poll(() => brands.evaluateAll(all => all.map(brand => brand.tabIndex).filter(index => index === 0).length))
      .toBe(1);
    await tabUntil(page, brands.first(), 30);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(brands.nth(1))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => brands.nth(1).getAttribute('aria-expanded')).toBe('true');
    const products = page.locator(`#${await brands.nth(1).getAttribute('aria-controls')}`).getByRole('table');
    await products.locator('tbody tr').first().waitFor();
    expect(await products.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(brands.first())).toBe(true);
    await page.close();
  });

  it('makes the notifications one Tab stop; Enter on one opens it', async () => {
    const page = await open('/notifications');
    const items = page.locator('#main-content li');
    await items.nth(1).waitFor();
    expect(await page.locator('#main-content li[tabindex="0"]').count()).toBe(1);
    await tabUntil(page, items.first(), 30);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(items.nth(1))).toBe(true);
    const title = (await items.nth(1).locator('.MuiListItemText-primary').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').textContent()).resolves.toContain(title);
    await page.close();
  });

  it("reaches a pending bill's approve from the top of the dashboard in a few presses", async () => {
    const page = await open();
    const firstRow = (name: string) => page.getByRole('table', { name }).locator('tbody tr').first();
    await firstRow('New Bill Requests').waitFor();
    await expectAccessible(page, 'dashboard at 1366 px');
    // Past the menu by "Skip to content", then the totals, the liability's links (the schemes', its
    // weekly movement) and the quick actions.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const toUsers = await tabUntil(page, firstRow('New User Requests'), SKIPPED_TO_TABLES);
    // Each table is one stop: the voucher requests' table, then the bills'.
    const toBills = toUsers + (await tabUntil(page, firstRow('New Bill Requests'), 5));
    expect(toBills - toUsers).toBe(2);
    expect(toBills).toBeLessThanOrEqual(SKIPPED_TO_TABLES);
    await page.keyboard.press('ArrowRight');
    // A flagged bill's chip comes first: it takes the focus so that its reasons can be read.
    if ((await focused(page)).name?.startsWith('Flagged')) await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toMatch(/^Approve/);
    await page.close();
  });

  it('opens a confirmation on its safe choice and, after a decision, returns to the dashboard with the focus on its heading', async () => {
    const page = await open();
    const [payment] = await apiGet<Array<{ id: number }>>(page, 'loyalty/payment/pending/list/');
    const payments = page.getByRole('table', { name: 'New Payment Requests' });
    const row = payments.locator('tbody tr').first();
    await row.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await tabUntil(page, row, SKIPPED_TO_TABLES + 4);
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === `/payments/request-detail/${payment.id}`);
    await expect.poll(() => isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this payout?' });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Cancel');
    expect((await focused(page)).ring).toBe(true);
    await expectAccessible(page, 'confirmation');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(url => url.pathname === '/');
    await expect.poll(() => isFocused(page.getByRole('heading', { name: 'Dashboard', level: 1 }))).toBe(true);
    const decided = await apiGet<{ status: string }>(page, `loyalty/payment/retrieve/${payment.id}/`);
    expect(decided.status).toBe('approved');
    await page.close();
  });

  it('returns to the list with its search after a decision made from it', async () => {
    const page = await open('/payments/list?tab=requests');
    const table = page.getByRole('table', { name: 'Payment Request' });
    await table.locator('tbody tr').first().waitFor();
    const name = (await table.locator('tbody tr').first().locator('td').nth(3).textContent()) ?? '';
    await page.getByRole('searchbox').fill(name.split(' ')[0]);
    await page.waitForURL(url => url.search.includes('filter='));
    const listUrl = page.url();
    await table.locator('tbody tr').first().getByRole('link').click();
    await page.waitForURL(url => url.pathname.startsWith('/payments/request-detail/'));
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL(listUrl);
    expect(await page.getByRole('searchbox').inputValue()).toBe(name.split(' ')[0]);
    await page.close();
  });

  it('asks before a delete with the focus on Cancel', async () => {
    const page = await open('/vouchers/list');
    const table = page.getByRole('table', { name: 'Ongoing Vouchers' });
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Cancel');
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.close();
  });
});
