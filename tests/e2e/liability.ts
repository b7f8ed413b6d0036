import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { Liability } from '@/contract/programme/liability';
import { expectAccessible } from './accessibility';
import { apiGet, type sharedBrowserAndServer } from './browser';
import { SEEDED } from '../server/seededLiability';
import { holdAnswers } from './harness';
import { rupees } from './tax194r';

const points = (count: number) => `${new Intl.NumberFormat('en-IN').format(count)} points`;

const card = (page: Page) => page.getByRole('region', { name: 'Liability: Owed to members now' });

/** The card's height once its total shows, and before while `held` holds the answer it waits for. */
async function heightsAround(page: Page, release: () => void) {
  const region = card(page);
  await region.locator('.MuiSkeleton-root').first().waitFor();
  const before = await region.boundingBox();
  release();
  await region.getByTestId('liability_total').filter({ hasText: '₹' }).waitFor();
  const after = await region.boundingBox();
  return [before?.height, after?.height];
}

const notFound = (route: Route) =>
  route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Not found."}' });

/**
 * The dashboard's liability card, checked against the seeded figures: from the reference
 * server's programme/liability/, or (`inBrowser`) on a backend without it, worked out from the
 * spec's calls. No layout shift as its figures come, in both themes and at 390 px, axe clean.
 */
export async function checkLiabilityCard(
  session: ReturnType<typeof sharedBrowserAndServer>,
  { inBrowser, shotName }: { inBrowser: boolean; shotName: string },
) {
  const page = await session.signedInPage();
  // The reference server's own figures, asked before a test takes its programme/ away.
  const server = await apiGet<Liability>(page, 'programme/liability/');
  expect(server).toEqual(SEEDED);
  const totals = await apiGet<{ total_balance_points: number; total_balance_cash: number }>(page, 'main/dashboard/');
  expect([totals.total_balance_points, totals.total_balance_cash]).toEqual([
    SEEDED.points_outstanding,
    SEEDED.cash_outstanding,
  ]);

  let release: () => void;
  if (inBrowser) {
    await page.route('**/api/v1/programme/**', notFound);
    // The card waits for the pending payouts, held back here.
    release = await holdAnswers(page, '**/api/v1/loyalty/payment/pending/list/**', route => route.continue());
  } else {
    release = await holdAnswers(page, '**/api/v1/programme/liability/', route => route.continue());
  }
  await page.goto(`${session.server.url}/`);
  const [before, after] = await heightsAround(page, release);
  expect(after).toBe(before);

  const region = card(page);
  expect(await region.getByTestId('liability_total').textContent()).toBe('₹1,62,095.15');
  // What is owed now; the schemes' line under it (schemeLiability.test.ts) is absent on the spec's backend.
  const parts = region.locator('dl').first();
  await expect.poll(() => region.getByRole('link', { name: 'See the schemes' }).count()).toBe(inBrowser ? 0 : 1);
  expect(await parts.getByRole('term').allTextContents()).toEqual([
    'Points outstanding',
    'Cash outstanding',
    'Held by pending voucher requests',
    'Held by pending payout requests',
  ]);
  expect(await parts.getByRole('definition').allTextContents()).toEqual([
    points(SEEDED.points_outstanding),
    `Worth ${rupees(SEEDED.points_outstanding)} at ₹1 a point`,
    rupees(SEEDED.cash_outstanding),
    points(SEEDED.points_held),
    `Worth ${rupees(SEEDED.points_held)} at ₹1 a point`,
    rupees(SEEDED.cash_held),
  ]);
  expect(await region.getByTestId('liability_caption').textContent()).toBe(
    inBrowser ? 'Worked out in the browser' : '\u00a0',
  );
  // Under the four totals.
  const totalsBox = await page.getByRole('region', { name: 'Totals' }).boundingBox();
  const cardBox = await region.boundingBox();
  expect(cardBox!.y).toBeGreaterThan(totalsBox!.y + totalsBox!.height);
  await expectAccessible(page, `liability card${inBrowser ? ' worked out in the browser' : ''}`);
  await region.screenshot({ path: `test-results/screenshots/${shotName}-light.png` });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'liability card in the dark theme');
  await region.screenshot({ path: `test-results/screenshots/${shotName}-dark.png` });

  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.unrouteAll({ behavior: 'wait' });
  if (inBrowser) await page.route('**/api/v1/programme/**', notFound);
  const again = inBrowser
    ? await holdAnswers(page, '**/api/v1/loyalty/payment/pending/list/**', route => route.continue())
    : await holdAnswers(page, '**/api/v1/programme/liability/', route => route.continue());
  await page.goto(`${session.server.url}/`);
  const [narrowBefore, narrowAfter] = await heightsAround(page, again);
  expect(narrowAfter).toBe(narrowBefore);
  expect(await region.getByTestId('liability_total').textContent()).toBe('₹1,62,095.15');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'liability card at 390 px');
  await region.screenshot({ path: `test-results/screenshots/${shotName}-390.png` });
  await page.close();
}
