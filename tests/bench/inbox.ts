import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '@/server/db/connection';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { bulkActivity } from '@/server/db/seed/bulkActivity';
import { createRng } from '@/server/db/seed/random';
import { demoAdmin, signIn, startServer, type RunningServer } from '../e2e/harness';
import type { BenchResult } from './report';
import { median } from './figures';

/** Pending items the inbox is measured with, besides the demo's own. */
export const pendingTarget = 5_000;
export const inboxOpenBudgetMs = 1_000;
/** Members whose activity (bills, payouts, voucher and edit requests, sign-ups) leaves somewhat fewer pending items. */
const bulkMembers = 13_000;
const runs = 3;

const pendingLists = [
  'user/new-users/',
  'user/profile-update/requests/',
  'user/email-update/requests/',
  'bill/approve-requests/',
  'loyalty/voucher-requests/',
  'loyalty/payment/pending/list/',
];

/** How many items the six pending lists hold, as the server answers them (a whole array, or a DRF page's count). */
async function pendingCount(baseUrl: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  const { access } = (await login.json()) as { access: string };
  const counts = await Promise.all(
    pendingLists.map(async list => {
      const response = await fetch(`${baseUrl}/api/v1/${list}?page=1&page_size=1`, {
        headers: { Authorization: `Bearer ${access}` },
      });
      const body = (await response.json()) as unknown[] | { count: number };
      return Array.isArray(body) ? body.length : body.count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Brings the server's pending items to exactly `pendingTarget`: members who did what members
 * do (in the seed's proportions), then as many sign-ups still waiting as are missing.
 */
async function addPendingItems(server: RunningServer) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  const now = new Date();
  const rng = createRng(pendingTarget);
  try {
    seedBulkUsers(db, { count: bulkMembers, now, rng, pendingShare: 0.08, onMember: bulkActivity(db, now, rng) });
    const missing = pendingTarget - (await pendingCount(server.url));
    if (missing < 0) throw new Error(`The bulk members left ${-missing} pending items too many`);
    if (missing > 0) seedBulkUsers(db, { count: missing, now, rng, pendingShare: 1 });
  } finally {
    db.close();
  }
  return pendingCount(server.url);
}

/**
 * In-page script that times, from the next pointer press, the moment the inbox shows its
 * first page of rows and its kind counts. A string: tsx wraps named functions in a helper
 * the page lacks.
 */
const armOpenTimer = (rows: number, pending: number) => `
  window.benchDone = new Promise(resolve => {
    const shown = () =>
      document.querySelectorAll('table[aria-label="Pending items, oldest first"] tbody tr').length === ${rows} &&
      [...document.querySelectorAll('button')].some(button => button.textContent === 'All (${pending})');
    const observer = new MutationObserver(() => {
      if (window.benchStart === undefined || !shown()) return;
      observer.disconnect();
      resolve(performance.now() - window.benchStart);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  window.benchStart = undefined;
  document.addEventListener('pointerdown', () => { window.benchStart = performance.now(); }, { once: true, capture: true });
`;

/** From a click on the dashboard's "Review all pending" to the inbox's first page drawn with its counts (median of runs). */
async function timeInboxOpen(browser: Browser, server: RunningServer, pending: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url);
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${server.url}/`);
    const link = page.getByRole('link', { name: `Review all pending (${pending})` });
    await link.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(armOpenTimer(Math.min(pending, 20), pending));
    await link.click();
    timings.push(Math.round(await page.evaluate<number>('window.benchDone')));
  }
  await context.close();
  return median(timings);
}

/** The inbox on the demo data and with 5,000 pending items, for a backend answering whole arrays and a paging one. */
export async function benchInbox(browser: Browser): Promise<BenchResult> {
  const lines: string[] = [];
  const budgets: BenchResult['budgets'] = [];
  for (const paging of ['off', 'on'] as const) {
    const server = await startServer({ LOG_LEVEL: 'silent', LIST_PAGING: paging });
    try {
      const seeded = await pendingCount(server.url);
      const seededMs = await timeInboxOpen(browser, server, seeded);
      const bulk = await addPendingItems(server);
      const bulkMs = await timeInboxOpen(browser, server, bulk);
      const mode = paging === 'on' ? 'paging backend (LIST_PAGING=on)' : 'whole arrays (LIST_PAGING=off)';
      for (const [count, ms] of [
        [seeded, seededMs],
        [bulk, bulkMs],
      ]) {
        lines.push(`Open the inbox, ${count.toLocaleString('en-IN')} pending, ${mode}: ${ms} ms`);
        budgets.push({
          name: `inbox with ${count.toLocaleString('en-IN')} pending, ${mode} ≤ ${inboxOpenBudgetMs} ms`,
          ok: ms <= inboxOpenBudgetMs,
        });
      }
    } finally {
      await server.close();
    }
  }
  return { title: 'Approvals inbox', lines, budgets };
}
