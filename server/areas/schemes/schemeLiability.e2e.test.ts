import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { demoTeam, keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

const card = (page: Page) => page.getByRole('region', { name: 'Liability: Owed to members now' });
const line = (page: Page) => card(page).getByTestId('liability_line_schemes');

/**
 * The demo's pending schemes bills (server/db/seed/schemes.ts) each alone: 60100 124, 61100 598,
 * 62100 125 and 63100 550 PTS. Together in invoice-date order the cap of 500 PTS a member on
 * Aquaflow cuts nothing more: only 61100 (Imran's, cut to 500 alone) reaches it, and Ravi's two
 * bills give 0 and 50 under it. So 1,397 PTS, no cash, on 4 bills, ₹1,397 at ₹1 a point.
 */
const DEMO_COMMITTED = { points: 1_397, cash_paise: 0, bills: 4 };
const DEMO_LINE = ['1,397 points and ₹0 in cash', 'Worth ₹1,397 at ₹1 a point, on 4 bills', 'See the schemes'];

/** Opens the dashboard with the committed figures held back; the card's heights before and after they come. */
async function heightsAsCommittedComes(page: Page) {
  let release = () => {};
  const released = new Promise<void>(resolve => (release = resolve));
  await page.route('**/api/v1/schemes/committed/', async route => {
    await released;
    await route.continue();
  });
  await page.goto(`${session.server.url}/`);
  await line(page).locator('.MuiSkeleton-root').first().waitFor();
  // The liability's own figures first, so that only the line is left to come.
  await card(page).getByTestId('liability_total').filter({ hasText: '₹' }).waitFor();
  const before = await card(page).boundingBox();
  release();
  await line(page).getByText(DEMO_LINE[0]).waitFor();
  const after = await card(page).boundingBox();
  await page.unrouteAll({ behavior: 'wait' });
  return [before?.height, after?.height];
}

describe("the liability card's line of what the live schemes have committed", () => {
  it("counts the demo's pending schemes bills together, without moving the card, and leads to the schemes", async () => {
    const page = await session.signedInPage('/');
    expect(await apiGet(page, 'schemes/committed/')).toEqual(DEMO_COMMITTED);

    const [before, after] = await heightsAsCommittedComes(page);
    expect(after).toBe(before);
    expect(await line(page).getByRole('term').allTextContents()).toEqual([
      'Committed by live schemes to pending bills',
    ]);
    expect(await line(page).getByRole('definition').allTextContents()).toEqual(DEMO_LINE);
    // Apart from what is owed now: the total is the parts' alone.
    const owed = await apiGet<{ total: number }>(page, 'programme/liability/');
    const total = await card(page).getByTestId('liability_total').textContent();
    const decimals = Number.isInteger(owed.total) ? 0 : 2;
    const india = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
    expect(total).toBe(`₹${india.format(owed.total)}`);
    await expectAccessible(page, 'dashboard with the schemes’ committed line');
    await card(page).screenshot({ path: 'test-results/screenshots/scheme-liability-light.png' });

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'dashboard with the schemes’ committed line, dark theme');
    await card(page).screenshot({ path: 'test-results/screenshots/scheme-liability-dark.png' });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 800 });
    const [narrowBefore, narrowAfter] = await heightsAsCommittedComes(page);
    expect(narrowAfter).toBe(narrowBefore);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'dashboard with the schemes’ committed line at 390 px');
    await card(page).screenshot({ path: 'test-results/screenshots/scheme-liability-390.png' });

    await line(page).getByRole('link', { name: 'See the schemes' }).click();
    await page.waitForURL(url => url.pathname === '/schemes');
    await page.getByRole('heading', { name: 'Schemes', level: 1 }).waitFor();
    await keepScreenshot(page, 'scheme-liability-to-schemes');
    await page.close();
  });

  it("counts from what was credited: a bill approved leaves the line, and the scheme's cost names its member type", async () => {
    const finance = await session.signedInPage('/', demoTeam.finance);
    const bills = await apiGet<Array<{ id: number; invoice_number: string }>>(finance, 'bill/approve-requests/');
    const capped = bills.find(bill => bill.invoice_number.endsWith('/61100'));
    expect(capped, 'the demo has a pending bill 61100').toBeDefined();
    await finance.goto(`${session.server.url}/bills/request/detail/${capped!.id}`);
    await finance.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = finance.getByRole('dialog', { name: 'Approve Bill' });
    await dialog.getByText(/^Schemes’ total: 598 PTS/).waitFor();
    expect(await dialog.getByLabel(/^Points/).inputValue()).toBe('598');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText('Bill approved successfully').waitFor();

    // 1,397 − 598: Imran's 98 base and 500 Aquaflow points are credited now, no longer committed.
    await finance.goto(`${session.server.url}/`);
    await line(finance).getByText('799 points and ₹0 in cash').waitFor();
    expect(await line(finance).getByRole('definition').allTextContents()).toEqual([
      '799 points and ₹0 in cash',
      'Worth ₹799 at ₹1 a point, on 3 bills',
      'See the schemes',
    ]);

    await line(finance).getByRole('link', { name: 'See the schemes' }).click();
    await finance.getByRole('row', { name: /Aquaflow fittings/ }).click();
    await finance.getByRole('heading', { name: 'Credited by member type', level: 3 }).waitFor();
    const byType = finance.getByRole('table', { name: 'Credited by member type' });
    expect(await byType.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      'Contractor',
      '500 PTS',
      '₹500.00',
    ]);
    await finance.getByRole('heading', { name: 'Credited by week', level: 3 }).waitFor();
    await finance.getByRole('table', { name: 'Credited by week' }).waitFor();
    await expectAccessible(finance, 'a scheme’s cost by member type and by week');
    await keepScreenshot(finance, 'scheme-liability-cost');
    await finance.close();
  });

  it('shows the catalogue, who may not read the programme, no liability card', async () => {
    const catalogue = await session.signedInPage('/', demoTeam.catalogue);
    await catalogue.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await catalogue.getByRole('region', { name: 'Totals' }).waitFor();
    expect(await catalogue.getByTestId('liability').count()).toBe(0);
    await catalogue.close();
  });
});
