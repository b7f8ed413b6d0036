import path from 'node:path';
import { BILL_COLUMNS } from '@/server/db/seed/bulkActivity';
import type { Browser } from 'playwright-core';
import { openDatabase } from '@/server/db/connection';
import { inserter } from '@/server/db/rows';
import { createRng } from '@/server/db/seed/random';
import { signIn, type RunningServer } from '../e2e/harness';
import { adminAccessToken } from './adminApi';
import type { BenchResult } from './report';
import { median } from './figures';
import { showsSearch } from './listTimings';
import { timeTableUpdate } from './pageTimer';
import { searchDebounceMs } from './usersSearch';

export const bulkBills = 20_000;
/** Budgets (ms). */
export const exportBudgetMs = 5_000;
export const billListOpenBudgetMs = 5_000;
export const billSearchBudgetMs = 300;

/** Adds 20,000 bills, or `count` (a quarter pending, the rest decided a minute apart), of the demo's users. */
export function addBulkBills(server: RunningServer, count = bulkBills) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  const rng = createRng(20_000);
  try {
    const userIds = (
      db.prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved'").all() as Array<{ id: number }>
    ).map(row => row.id);
    const insertBill = inserter(db, 'bills', BILL_COLUMNS);
    const insertProduct = inserter(db, 'bill_products', ['bill_id', 'product_name', 'quantity']);
    const now = Date.now();
    db.transaction(() => {
      // Oldest first, as bills arrive: each insert measures its own risk only (migration 013's trigger).
      for (let index = count - 1; index >= 0; index -= 1) {
        const status = index % 4 === 0 ? 'pending' : index % 10 === 1 ? 'rejected' : 'approved';
        const added = new Date(now - index * 60_000).toISOString();
        const billId = insertBill({
          user_id: rng.pick(userIds),
          invoice_number: `BENCH/${String(index).padStart(6, '0')}`,
          invoice_date: added.slice(0, 10),
          amount_paise: rng.int(50_000, 50_000_000),
          dealer: rng.pick(['Sharma Traders', 'Patel Hardware', 'Gupta & Sons', '=cmd|calc']),
          status,
          reason: status === 'rejected' ? 'Duplicate invoice' : null,
          points_earned: status === 'approved' ? rng.int(10, 500) : null,
          cash_earned_paise: status === 'approved' ? rng.int(0, 100_000) : null,
          date_added: added,
          decided_at: status === 'pending' ? null : added,
        });
        insertProduct({ bill_id: billId, product_name: 'Vitrified Floor Tile', quantity: rng.int(1, 40) });
      }
    })();
  } finally {
    db.close();
  }
}

async function timeExport(baseUrl: string) {
  const access = await adminAccessToken(baseUrl);
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/bill/bill/export/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - start, bytes };
}

/** Exporting 20,000 bills, and opening and searching the bill history in Chromium. */
export async function benchBills(browser: Browser, server: RunningServer): Promise<BenchResult> {
  const exported = await timeExport(server.url);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url);
  const openStart = Date.now();
  await page.goto(`${server.url}/bills/request/list?tab=history`);
  await page.locator('table[aria-label="Bill History"] tbody tr').nth(19).waitFor({ timeout: 120_000 });
  const openMs = Date.now() - openStart;
  const search = page.getByRole('searchbox');
  const keystrokes: number[] = [];
  for (const text of ['B', 'E', 'N', 'C', 'H', '/', '0', '1']) {
    await search.focus();
    keystrokes.push(await timeTableUpdate(page, 'Bill History', showsSearch, () => page.keyboard.type(text)));
  }
  await context.close();
  const searchMs = median(keystrokes) - searchDebounceMs;
  return {
    title: `Bills with ${bulkBills.toLocaleString('en-IN')} more`,
    lines: [
      `Export of every bill: ${exported.ms.toFixed(0)} ms, ${(exported.bytes / 1024).toFixed(0)} KB`,
      `Open the bill history (fetch and first page): ${openMs} ms`,
      `Keystroke to updated first page after the ${searchDebounceMs} ms debounce: median ${searchMs.toFixed(0)} ms`,
    ],
    budgets: [
      { name: `export ≤ ${exportBudgetMs} ms`, ok: exported.ms <= exportBudgetMs },
      { name: `open the bill history ≤ ${billListOpenBudgetMs} ms`, ok: openMs <= billListOpenBudgetMs },
      { name: `keystroke to first page ≤ ${billSearchBudgetMs} ms`, ok: searchMs <= billSearchBudgetMs },
    ],
  };
}
