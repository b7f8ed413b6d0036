import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { keepScreenshot } from '@/tests/e2e/harness';
import { chartCard, chartTable, count, movementOf } from '@/tests/e2e/movement';
import { rupees } from '@/tests/e2e/tax194r';

const session = sharedBrowserAndServer();

const CHARTS = [
  'Owed to members at each week’s end',
  'Points and cash credited, redeemed and given back (in rupees)',
  'Bills received, approved and rejected',
  'Credited by approved bills (in rupees)',
  'Vouchers redeemed and payouts paid',
  'New members',
  'Items waiting at each week’s end',
];

describe('the programme at a glance', () => {
  it('opens from the liability card: twelve weeks of charts, each with its table, the figures the server answers, in both themes and at 390 px', async () => {
    const page = await session.signedInPage();
    const movement = await movementOf(page);
    const liability = await apiGet<{ total: number }>(page, 'programme/liability/');
    expect(movement.weeks).toHaveLength(12);

    await page.getByTestId('liability').getByRole('link', { name: 'Weekly movement and trend' }).click();
    await page.waitForURL(url => url.pathname === '/programme');
    await page.getByRole('heading', { name: 'Programme at a glance', level: 1 }).waitFor();
    for (const title of CHARTS) await chartCard(page, title).locator('svg').first().waitFor();
    await expectAccessible(page, 'programme at a glance');
    await keepScreenshot(page, 'programme-at-a-glance');

    // The liability this week is what the dashboard's card says is owed now.
    const owed = await chartTable(page, CHARTS[0]);
    expect(owed).toHaveLength(12);
    expect(owed[11][1]).toBe(rupees(liability.total));
    expect(owed.map(row => row[1])).toEqual(movement.weeks.map(week => rupees(week.liability!)));

    const bills = await chartTable(page, CHARTS[2]);
    expect(bills.map(row => row.slice(1))).toEqual(
      movement.weeks.map(week => [week.bills_received!, week.bills_approved!, week.bills_rejected!].map(count)),
    );
    expect(movement.weeks.some(week => week.bills_approved! > 0)).toBe(true);
    const members = await chartTable(page, 'New members');
    expect(members.map(row => row[1])).toEqual(movement.weeks.map(week => count(week.new_members!)));

    // The queue's waits now, a row a kind.
    const bill = movement.queue.find(age => age.kind === 'bill')!;
    expect(bill.waiting).toBeGreaterThan(0);
    const billRow = page.getByTestId('queue-bill');
    expect((await billRow.locator('th, td').allTextContents()).slice(0, 2)).toEqual(['Bill', count(bill.waiting)]);
    await expectAccessible(page, 'programme at a glance as tables');

    // Ctrl+K goes there too.
    await page.goto(`${session.server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('glance');
    await page.getByRole('option', { name: 'Programme at a glance' }).click();
    await page.waitForURL(url => url.pathname === '/programme');

    await page.emulateMedia({ colorScheme: 'dark' });
    for (const title of CHARTS) await chartCard(page, title).locator('svg').first().waitFor();
    await expectAccessible(page, 'programme at a glance in the dark theme');
    await keepScreenshot(page, 'dark-programme-at-a-glance');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    for (const title of CHARTS) await chartCard(page, title).locator('svg').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'programme at a glance at 390 px');
    await keepScreenshot(page, 'phone-programme-at-a-glance');
    await page.close();
  });
});
