import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../../server/db/connection';
import { seedBulkUsers } from '../../server/db/seed/bulk';
import { createRng } from '../../server/db/seed/random';
import { signIn, type RunningServer } from '../e2e/harness';
import { median, msList } from './figures';
import {
  firstRowCellIs,
  firstRowText,
  rowsPerPage,
  sortedBy,
  tableRows,
  timeList,
  type TimedList,
} from './listTimings';
import { timeTableUpdate } from './pageTimer';
import type { BenchResult } from './report';

export const bulkUsers = 50_000;
/** Budgets (ms): a keystroke to the updated first page (after the search's debounce), Next, and a sort of every row. */
export const keystrokeBudgetMs = 50;
export const nextPageBudgetMs = 30;
export const sortBudgetMs = 100;
/** The longest main-thread task allowed while typing, paging and sorting. */
export const typingLongTaskBudgetMs = 100;
/** How long the list waits after a keystroke before it asks again (src/ui/list/ResourceList.tsx). */
export const searchDebounceMs = 300;

/** The app's Existing Users: its rows numbered in the cell after the checkbox. */
export const existingUsers: TimedList = {
  table: 'Existing Users',
  next: 'Next',
  debounceMs: searchDebounceMs,
  firstRowIs: index => firstRowCellIs(2, String(index + 1)),
};

/** Adds the bulk users to the running server's database. */
export function addBulkUsers(server: RunningServer) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  try {
    seedBulkUsers(db, { count: bulkUsers, now: new Date(), rng: createRng(50_000) });
  } finally {
    db.close();
  }
}

const watchLongTasks = `
  window.longestTask = 0;
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  }).observe({ type: 'longtask' });
`;

/** With 50,000 users: keystroke to first page, Next to next page, and responsiveness while typing. */
export async function benchUsersSearch(browser: Browser, server: RunningServer): Promise<BenchResult> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  let listFetches = 0;
  page.on('request', request => {
    if (request.url().includes('/api/v1/user/users/')) listFetches += 1;
  });
  await signIn(page, server.url);
  const loadStart = Date.now();
  await page.goto(`${server.url}/user/list`);
  await tableRows(page, existingUsers.table)
    .nth(rowsPerPage - 1)
    .waitFor({ timeout: 120_000 });
  const firstLoadMs = Date.now() - loadStart;
  const fetchesAfterLoad = listFetches;

  await page.evaluate(watchLongTasks);
  const { keystrokes, nextPages, sorts } = await timeList(page, existingUsers, {
    letters: ['s', 'h', 'a', 'r'],
    nextPages: 5,
    sorts: ['Asc', 'Desc'],
  });
  // A script's click: no pointer or focus reached the header first, so nothing was sorted ahead.
  const firmBefore = await firstRowText(page, existingUsers.table);
  const unpreparedSortMs = await timeTableUpdate(
    page,
    existingUsers.table,
    sortedBy('Firm name', 'Asc', firmBefore),
    () =>
      page.evaluate(() => {
        const header = [...document.querySelectorAll('thead th')].find(th => th.textContent?.includes('Firm name'));
        (window as unknown as { benchStart: number }).benchStart = performance.now();
        header?.querySelector<HTMLElement>('[data-field]')?.click();
      }),
  );
  const longestTask: number = await page.evaluate('window.longestTask');
  await context.close();

  const keystrokeMs = median(keystrokes);
  const nextMs = median(nextPages);
  const sortMs = Math.max(...sorts);
  return {
    title: `Users list with ${bulkUsers.toLocaleString('en-IN')} more users`,
    lines: [
      `First load of /user/list (fetch and first page): ${firstLoadMs} ms`,
      `Keystroke to updated first page after the ${searchDebounceMs} ms debounce: median ${keystrokeMs.toFixed(0)} ms (${msList(keystrokes)})`,
      `Next to next page: median ${nextMs.toFixed(0)} ms (${msList(nextPages)})`,
      `Sort of every row by Email, both ways, from the click (sorted ahead when the pointer reached the header): ${msList(sorts)} ms`,
      `First sort by Firm name from a script's click, with nothing sorted ahead: ${unpreparedSortMs.toFixed(0)} ms`,
      `Longest main-thread task while typing and paging: ${longestTask.toFixed(0)} ms`,
      `List fetches after the first load: ${listFetches - fetchesAfterLoad}`,
    ],
    budgets: [
      { name: `keystroke to first page ≤ ${keystrokeBudgetMs} ms`, ok: keystrokeMs <= keystrokeBudgetMs },
      { name: `Next to next page ≤ ${nextPageBudgetMs} ms`, ok: nextMs <= nextPageBudgetMs },
      { name: `sort of every row ≤ ${sortBudgetMs} ms`, ok: sortMs <= sortBudgetMs },
      {
        name: `no main-thread task over ${typingLongTaskBudgetMs} ms while typing, paging and sorting`,
        ok: longestTask <= typingLongTaskBudgetMs,
      },
      { name: 'typing, paging and sorting fetch the list no more', ok: listFetches === fetchesAfterLoad },
    ],
  };
}
