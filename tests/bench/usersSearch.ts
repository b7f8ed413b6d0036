import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../server/db/connection';
import { seedBulkUsers } from '../../server/db/seed/bulk';
import { createRng } from '../../server/db/seed/random';
import { signIn, type RunningServer } from '../e2e/harness';
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

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Adds the bulk users to the running server's database. */
export function addBulkUsers(server: RunningServer) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  try {
    seedBulkUsers(db, { count: bulkUsers, now: new Date(), rng: createRng(50_000) });
  } finally {
    db.close();
  }
}

/**
 * In-page script that times, from the next key or pointer press, the moment `done` (a JS
 * expression over `table`) holds. A string, because tsx wraps named functions in a helper
 * the page lacks.
 */
const armTableTimer = (label: string, done: string) => `
  const table = document.querySelector('table[aria-label="${label}"]');
  const check = () => ${done};
  window.benchDone = new Promise(resolve => {
    const observer = new MutationObserver(() => {
      if (window.benchStart === undefined || !check()) return;
      observer.disconnect();
      resolve(performance.now() - window.benchStart);
    });
    observer.observe(table, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  window.benchStart = undefined;
  for (const type of ['keydown', 'pointerdown']) {
    document.addEventListener(type, () => { window.benchStart = performance.now(); }, { once: true, capture: true });
  }
`;

/** The URL holds what is typed in the search box, and every row shown contains it. */
export const showsSearch = `(() => {
  const typed = document.querySelector('input[type=search]').value;
  const searched = JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q || '';
  const rows = [...table.querySelectorAll('tbody tr')];
  return searched === typed && rows.length > 0 && rows.every(row => row.textContent.toLowerCase().includes(typed.toLowerCase()));
})()`;

/** The first row's serial number (after the selection checkbox) is this one. */
export const firstSerialIs = (serial: number) =>
  `table.querySelector('tbody tr td:nth-child(2)')?.textContent === '${serial}'`;

/** The list is sorted by the header's column, in the direction given, and its first row has changed. */
export const sortedBy = (header: string, direction: 'Asc' | 'Desc', firstRowBefore: string) => `(() => {
  const cell = [...table.querySelectorAll('thead th')].find(th => th.textContent.includes('${header}'));
  const firstRow = table.querySelector('tbody tr')?.textContent;
  return !!cell?.querySelector('.Mui-active.MuiTableSortLabel-direction${direction}') && firstRow !== ${JSON.stringify(firstRowBefore)};
})()`;

export const watchLongTasks = `
  window.longestTask = 0;
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  }).observe({ type: 'longtask' });
`;

export async function timeTableUpdate(
  page: Page,
  table: string,
  done: string,
  trigger: () => Promise<void>,
): Promise<number> {
  await page.evaluate(armTableTimer(table, done));
  await trigger();
  const timedOut = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${table}: the update did not come within 20 s (${done})`)), 20_000),
  );
  return Promise.race([page.evaluate('window.benchDone') as Promise<number>, timedOut]);
}

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
  await page.locator('table[aria-label="Existing Users"] tbody tr').nth(19).waitFor({ timeout: 120_000 });
  const firstLoadMs = Date.now() - loadStart;
  const fetchesAfterLoad = listFetches;

  await page.evaluate(watchLongTasks);

  const search = page.getByRole('searchbox', { name: 'Search users by name, email, etc' });
  const keystrokes: number[] = [];
  for (const letter of ['s', 'h', 'a', 'r']) {
    await search.focus();
    keystrokes.push(await timeTableUpdate(page, 'Existing Users', showsSearch, () => page.keyboard.type(letter)));
  }
  await search.fill('');
  // The cleared search reaches the URL after the debounce; paging starts from the whole list.
  await page.waitForFunction(() => !JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q);
  await page.locator('table[aria-label="Existing Users"] tbody tr').nth(19).waitFor();
  const nextPages: number[] = [];
  for (let turn = 1; turn <= 5; turn += 1) {
    nextPages.push(
      await timeTableUpdate(page, 'Existing Users', firstSerialIs(turn * 20 + 1), () =>
        page.getByRole('button', { name: 'Next' }).click(),
      ),
    );
  }
  const sorts: number[] = [];
  for (const direction of ['Asc', 'Desc'] as const) {
    const firstRowBefore =
      (await page.locator('table[aria-label="Existing Users"] tbody tr').first().textContent()) ?? '';
    sorts.push(
      await timeTableUpdate(page, 'Existing Users', sortedBy('Email', direction, firstRowBefore), () =>
        page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click(),
      ),
    );
  }
  // A script's click: no pointer or focus reached the header first, so nothing was sorted ahead.
  const firmBefore = (await page.locator('table[aria-label="Existing Users"] tbody tr').first().textContent()) ?? '';
  const unpreparedSortMs = await timeTableUpdate(page, 'Existing Users', sortedBy('Firm name', 'Asc', firmBefore), () =>
    page.evaluate(() => {
      const header = [...document.querySelectorAll('thead th')].find(th => th.textContent?.includes('Firm name'));
      (window as unknown as { benchStart: number }).benchStart = performance.now();
      header?.querySelector<HTMLElement>('[data-field]')?.click();
    }),
  );
  const longestTask: number = await page.evaluate('window.longestTask');
  await context.close();

  const keystrokeMs = median(keystrokes) - searchDebounceMs;
  const nextMs = median(nextPages);
  const sortMs = Math.max(...sorts);
  return {
    title: `Users list with ${bulkUsers.toLocaleString('en-IN')} more users`,
    lines: [
      `First load of /user/list (fetch and first page): ${firstLoadMs} ms`,
      `Keystroke to updated first page after the ${searchDebounceMs} ms debounce: median ${keystrokeMs.toFixed(0)} ms (totals ${keystrokes.map(ms => ms.toFixed(0)).join(', ')})`,
      `Next to next page: median ${nextMs.toFixed(0)} ms (${nextPages.map(ms => ms.toFixed(0)).join(', ')})`,
      `Sort of every row by Email, both ways, from the click (sorted ahead when the pointer reached the header): ${sorts.map(ms => ms.toFixed(0)).join(', ')} ms`,
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
