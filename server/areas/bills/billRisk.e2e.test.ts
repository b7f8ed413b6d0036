import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();
// The spec's backend: bills come without `risk_reasons`, and no programme/ settings (the defaults).
const strict = sharedBrowserAndServer({ SPEC_SHAPES: 'strict' });

interface Bill {
  id: number;
  invoice_number: string;
  status: string;
  risk_reasons: string[];
}

const TABLE = 'Bill Requests';
const rowsOf = (page: Page) => page.getByRole('table', { name: TABLE }).locator('tbody tr');
const listFilter = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The invoice numbers of the rows showing the "Flagged" chip, once the table has its rows. */
async function flaggedInvoices(page: Page): Promise<string[]> {
  await expect.poll(() => rowsOf(page).count()).toBeGreaterThan(0);
  await page.getByRole('table', { name: TABLE }).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  const rows = rowsOf(page).filter({ has: page.getByRole('button', { name: /^Flagged: / }) });
  const invoices = await rows.evaluateAll(found =>
    found.map(row => (row.querySelectorAll('td')[2].firstChild?.textContent ?? '').trim()),
  );
  return invoices.sort();
}

const pendingBills = async (page: Page) =>
  (await apiGet<Bill[]>(page, 'bill/approve-requests/')).filter(bill => bill.status === 'pending');

describe('risk rules on bills', () => {
  it('shows "Flagged" on the bills a rule flags, its reasons by keyboard, and filters them', async () => {
    const page = await session.signedInPage('/bills/request/list');
    const pending = await pendingBills(page);
    const flagged = pending.filter(bill => bill.risk_reasons.length > 0);
    expect(flagged.length, 'the demo seeds a pending bill for each rule').toBeGreaterThanOrEqual(4);
    await expect.poll(() => flaggedInvoices(page)).toEqual(flagged.map(bill => bill.invoice_number).sort());

    // The fourth bill of a day: its row, then Right past the checkbox (the rows' keys), reaches the chip and its reason.
    const fourth = flagged.find(bill => bill.risk_reasons.includes('bills_per_day'))!;
    const row = rowsOf(page).filter({ hasText: fourth.invoice_number });
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const chip = row.getByRole('button', { name: /^Flagged: / });
    await expect.poll(() => chip.evaluate(element => element === document.activeElement)).toBe(true);
    expect(await chip.getAttribute('aria-label')).toBe('Flagged: 4 bills that day, over 3');
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toBe('4 bills that day, over 3');
    await keepScreenshot(page, 'bills-risk-tooltip');
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'bill requests with risk flags');

    // The "Flagged" filter: only the flagged bills, in the URL.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Flagged', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Flagged' }).click();
    await page.getByRole('option', { name: 'Flagged', exact: true }).click();
    await expect.poll(() => listFilter(page).flagged).toBe('true');
    await expect.poll(() => rowsOf(page).count()).toBe(flagged.length);
    expect(await flaggedInvoices(page)).toEqual(flagged.map(bill => bill.invoice_number).sort());
    await expectAccessible(page, 'flagged bill requests');

    // The bill's page says why, and its decision stays open.
    const big = flagged.find(bill => bill.risk_reasons.includes('above_usual'))!;
    await page.goto(`${session.server.url}/bills/request/detail/${big.id}`);
    const notice = page.getByRole('note').filter({ hasText: 'Flagged for a closer look' });
    await expect
      .poll(() => notice.textContent())
      .toBe('Flagged for a closer look: ₹24,000, over 5 times the usual ₹4,000. Flags inform; they block nothing.');
    await expect.poll(() => page.getByRole('button', { name: 'Approve' }).isEnabled()).toBe(true);
    await expectAccessible(page, 'flagged bill detail');
    await page.close();
  });

  it('shows the chip on the dashboard and in the approvals inbox', async () => {
    const page = await session.signedInPage('/');
    const flagged = (await pendingBills(page)).filter(bill => bill.risk_reasons.length > 0);
    const dashboardChips = page.getByRole('button', { name: /^Flagged: / });
    await expect.poll(() => dashboardChips.count()).toBeGreaterThan(0);
    await page.goto(`${session.server.url}/approvals`);
    const inboxChips = page.getByRole('table').getByRole('button', { name: /^Flagged: / });
    await expect.poll(() => inboxChips.count()).toBeGreaterThan(0);
    expect(await inboxChips.count()).toBeLessThanOrEqual(flagged.length);
    await expectAccessible(page, 'approvals inbox with risk flags');
    await page.close();
  });

  it("works the rules out over the loaded bills on the spec's backend (no join date: no new-member rule)", async () => {
    const page = await strict.signedInPage('/bills/request/list');
    const expected = (await pendingBills(page)).filter(bill =>
      bill.risk_reasons.some(reason => reason !== 'new_member'),
    );
    await expect.poll(() => flaggedInvoices(page)).toEqual(expected.map(bill => bill.invoice_number).sort());
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Flagged', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Flagged' }).click();
    await page.getByRole('option', { name: 'Flagged', exact: true }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(expected.length);
    await page.close();
  });
});
