import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EarningBreakdown } from '@/contract/schemes/breakdown';
import { expectAccessible } from '@/tests/e2e/accessibility';
import { apiGet, sharedBrowserAndServer } from '@/tests/e2e/browser';
import { demoTeam, keepScreenshot, waitForQuietNetwork } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

interface Bill {
  id: number;
  invoice_number: string;
  status: string;
  points_earned: number | null;
  earning_breakdown?: EarningBreakdown | null;
}

const DAY_MS = 86_400_000;
const indiaDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(time);

/** The demo's pending bill whose invoice number ends so (server/db/seed/schemes.ts). */
async function demoBill(page: Page, ending: string) {
  const bills = await apiGet<Bill[]>(page, 'bill/approve-requests/');
  const bill = bills.find(each => each.invoice_number.endsWith(ending));
  expect(bill, `the demo has a pending bill ${ending}`).toBeDefined();
  return bill!;
}

const openApproval = async (page: Page, bill: Bill) => {
  await page.goto(`${session.server.url}/bills/request/detail/${bill.id}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Bill' });
  await dialog.getByText(/^Schemes’ total: /).waitFor();
  return dialog;
};

/** The breakdown's lines as the dialog shows them, and its total's points. */
async function breakdownOf(dialog: ReturnType<Page['getByRole']>) {
  const lines = await dialog
    .getByRole('list', { name: 'How the schemes work it out' })
    .getByRole('listitem')
    .allTextContents();
  const total = await dialog.getByText(/^Schemes’ total: /).textContent();
  return { lines, points: Number(/([\d,]+) PTS/.exec(total!)![1].replace(/,/g, '')) };
}

describe('schemes: drafted, approved by a second administrator, and working out what a bill earns', () => {
  it('catalogue drafts a scheme, finance approves it; a bill is approved with its worked-out figures, another with a changed figure and its reason', async () => {
    const catalogue = await session.signedInPage('/schemes', demoTeam.catalogue);
    await catalogue.getByRole('heading', { name: 'Schemes', level: 1 }).waitFor();
    await catalogue.getByRole('link', { name: 'Add New' }).click();
    await catalogue.getByRole('button', { name: 'Save draft' }).click();
    await catalogue.getByText('This field is required.').first().waitFor();

    const today = Date.now();
    await catalogue.getByLabel(/^Name/).fill('Monsoon trial');
    await catalogue.getByLabel(/^Starts on/).fill(indiaDay(today - 30 * DAY_MS));
    await catalogue.getByLabel(/^Ends on/).fill(indiaDay(today + 30 * DAY_MS));
    await catalogue.getByRole('combobox', { name: 'Kind of rule' }).click();
    await catalogue.getByRole('option', { name: 'Per ₹100 of the bill' }).click();
    await catalogue.getByLabel(/^Points per ₹100/).fill('2');
    await expectAccessible(catalogue, 'new scheme');
    await catalogue.getByRole('button', { name: 'Save draft' }).dblclick();
    await catalogue.getByText('Scheme drafted. A second administrator approves it to make it live.').waitFor();
    await catalogue.getByRole('heading', { name: 'Monsoon trial' }).waitFor();
    expect(await catalogue.getByRole('button', { name: 'Approve version 1' }).isDisabled()).toBe(true);
    await catalogue.getByText('Your role may not approve schemes.').waitFor();
    await catalogue.getByRole('button', { name: 'What if version 1 had been live' }).dblclick();
    await catalogue
      .getByRole('status')
      .filter({
        hasText:
          /^From .+ to .+, of [\d,]+ approved bills, it would have paid [1-9][\d,]*: [\d,]+ PTS, costing ₹[\d,.]+\.$/,
      })
      .waitFor();
    await catalogue.getByRole('table', { name: 'Whom it would have paid most' }).getByRole('row').nth(1).waitFor();
    await expectAccessible(catalogue, 'draft scheme with "What if"');
    await keepScreenshot(catalogue, 'schemes-draft');
    const schemeAddress = catalogue.url().replace(session.server.url, '');
    const listed = await apiGet<Array<{ name: string; status: string }>>(catalogue, 'schemes/');
    expect(listed.find(scheme => scheme.name === 'Monsoon trial')).toMatchObject({ status: 'draft' });

    const finance = await session.signedInPage(schemeAddress, demoTeam.finance);
    await finance.getByRole('button', { name: 'Approve version 1' }).click();
    await finance
      .getByRole('dialog', { name: 'Approve version 1 of Monsoon trial?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await finance.getByText('The version is live.').waitFor();
    await finance.getByText('Credited under it so far: 0 PTS, ₹0.00 at the point’s value.').waitFor();
    await finance.getByText('No budget.').waitFor();
    await expectAccessible(finance, 'live scheme');

    // Bill 63100: 4 × Aria Basin Mixer and a Crest Towel Rail, ₹15,000, doubled Aquaflow points for the festival.
    const worked = await demoBill(finance, '/63100');
    // The pending bill's page shows the same breakdown, and its requests settle.
    await finance.goto(`${session.server.url}/bills/request/detail/${worked.id}`);
    await finance
      .getByRole('list', { name: 'How the schemes work it out' })
      .getByText(/^Festival double points × 2: 200 PTS/)
      .waitFor();
    await waitForQuietNetwork(finance);
    let dialog = await openApproval(finance, worked);
    const { lines, points } = await breakdownOf(dialog);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^150 × ₹100 at 2 PTS, Monsoon trial scheme: 300 PTS/),
        expect.stringMatching(/^Festival double points × 2: 200 PTS/),
      ]),
    );
    expect(points).toBe(850); // 150 base + 4 × 50 Aquaflow + 200 festival + 300 trial
    expect(await dialog.getByLabel(/^Points/).inputValue()).toBe('850');
    await expectAccessible(finance, 'approval with the schemes’ breakdown');
    await keepScreenshot(finance, 'schemes-approval-breakdown');
    await finance.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(finance, 'approval with the schemes’ breakdown, dark theme');
    await keepScreenshot(finance, 'schemes-approval-breakdown-dark');
    await finance.emulateMedia({ colorScheme: 'light' });
    const viewport = finance.viewportSize()!;
    await finance.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(finance, 'approval with the schemes’ breakdown at 390 px');
    expect(await finance.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(finance, 'schemes-approval-breakdown-phone');
    await finance.setViewportSize(viewport);
    await dialog.getByRole('button', { name: 'Approve' }).dblclick();
    await finance.getByText('Bill approved successfully').waitFor();
    const approved = await apiGet<Bill>(finance, `bill/retrieve/${worked.id}/`);
    expect(approved).toMatchObject({ status: 'approved', points_earned: 850 });
    expect(approved.earning_breakdown).toMatchObject({ points: 850, reason: null });

    // Bill 61100: 12 Bliss Overhead Showers, whose Aquaflow points the per-member cap cuts; 10 more points typed.
    const changed = await demoBill(finance, '/61100');
    dialog = await openApproval(finance, changed);
    const schemes = await breakdownOf(dialog);
    expect(schemes.lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Cap per member reached: 500 PTS of 600/)]),
    );
    await dialog.getByLabel(/^Points/).fill(String(schemes.points + 10));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Say why the figures differ from the schemes’.').waitFor();
    await dialog.getByLabel(/^Reason/).fill('Ten points owed from a torn bill');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText('Bill approved successfully').waitFor();
    expect(await apiGet<Bill>(finance, `bill/retrieve/${changed.id}/`)).toMatchObject({
      points_earned: schemes.points + 10,
      earning_breakdown: { points: schemes.points, reason: 'Ten points owed from a torn bill' },
    });

    // A decided bill's page keeps the breakdown it was decided with, and the reason.
    await finance.goto(`${session.server.url}/bills/history/detail/${changed.id}`);
    await finance
      .getByRole('list', { name: 'Figures from the schemes, as decided' })
      .getByText(/^Cap per member reached: 500 PTS of 600/)
      .waitFor();
    await finance.getByText('Reason the figures differ: Ten points owed from a torn bill').waitFor();
    await expectAccessible(finance, 'decided bill with its breakdown');
    await keepScreenshot(finance, 'schemes-decided-bill');

    // What the scheme cost: its 300 PTS on the first bill and its own on the second, contractors both.
    await finance.goto(`${session.server.url}${schemeAddress}`);
    const trialPoints = 300 + 2 * Math.floor(9_800 / 100);
    await finance
      .getByText(`Credited under it so far: ${trialPoints} PTS, ₹${trialPoints}.00 at the point’s value.`)
      .waitFor();
    await finance.getByRole('table', { name: 'Credited by week' }).waitFor();
    await keepScreenshot(finance, 'schemes-cost');

    const owner = await session.signedInPage('/audit');
    await owner
      .getByText(/Ten points owed from a torn bill/)
      .first()
      .waitFor();
    await keepScreenshot(owner, 'schemes-reason-in-audit');
    for (const page of [catalogue, finance, owner]) await page.close();
  });
});
