import type { Browser } from 'playwright-core';
import { signIn, startServer } from '../e2e/harness';
import { addBulkBills } from './bills';
import { median } from './figures';
import { watchLongTasks } from './longTasks';
import type { BenchResult } from './report';

const wholeArrayBills = 50_000;
/** The longest main-thread task allowed while the page works the weeks out (the figure). */
export const movementLongTaskBudgetMs = 100;
const rounds = 3;

/**
 * The programme at a glance on the spec's backend (whole arrays, no programme/ endpoints) with
 * 50,000 more bills: from Ctrl+K's "Go to" line on the loaded dashboard to the bills' chart, and the
 * longest main-thread task meanwhile (the lists are read and counted by a worker).
 */
export async function benchMovement(browser: Browser): Promise<BenchResult> {
  const server = await startServer({ LOG_LEVEL: 'silent', SPEC_SHAPES: 'strict', LIST_PAGING: 'off' });
  addBulkBills(server, wholeArrayBills);
  const opens: number[] = [];
  const longest: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.route('**/api/v1/programme/**', route =>
        route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' }),
      );
      await signIn(page, server.url);
      await page.getByTestId('liability_total').getByText('₹').waitFor({ timeout: 120_000 });
      // The dashboard's own lists (its 12,500 pending bills among them) read and drawn first.
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('glance');
      const goTo = page.getByRole('option', { name: 'Programme at a glance' });
      await goTo.waitFor();
      const longestTask = await watchLongTasks(page);
      const started = Date.now();
      await goTo.click();
      await page
        .getByRole('region', { name: 'Bills received, approved and rejected', exact: true })
        .locator('svg')
        .first()
        .waitFor({ timeout: 120_000 });
      opens.push(Date.now() - started);
      longest.push(await longestTask());
      await context.close();
    }
  } finally {
    await server.close();
  }
  const ms = (values: number[]) => values.map(value => value.toFixed(0)).join(', ');
  return {
    title: `Programme at a glance on the spec's backend, ${wholeArrayBills.toLocaleString('en-IN')} more bills as whole arrays`,
    lines: [
      `Ctrl+K's "Go to" line to the weekly charts: median ${median(opens).toFixed(0)} ms (${ms(opens)})`,
      `Longest main-thread task meanwhile: median ${median(longest).toFixed(0)} ms (${ms(longest)})`,
    ],
    budgets: [
      {
        name: `no main-thread task over ${movementLongTaskBudgetMs} ms (median of ${rounds} visits)`,
        ok: median(longest) <= movementLongTaskBudgetMs,
      },
    ],
  };
}
