import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '@/server/db/connection';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { createRng } from '@/server/db/seed/random';
import { signIn, type RunningServer } from '../e2e/harness';
import { median, msList } from './figures';
import {
  firstRowCellIs,
  firstRowText,
  fullPage,
  searchBox,
  sortedBy,
  timeList,
  type ListSteps,
  type ListTimings,
  type TimedList,
} from './listTimings';
import { timeTableUpdate, timeUpdate } from './pageTimer';
import {
  servePagingReferenceList,
  serveReferenceList,
  shownUsers,
  timeReferenceList,
  type ReferenceList,
} from './referenceList';
import type { BenchResult } from './report';

export const bulkUsers = 50_000;
/** The longest main-thread task allowed while typing, paging and sorting. */
export const typingLongTaskBudgetMs = 100;
/** How long the list waits after a keystroke before it asks again (src/ui/list/ResourceList.tsx). */
export const searchDebounceMs = 300;

/**
 * Each step's budget: the app's median at most this share of react-admin's own list's
 * median over the same users, measured in the same run, so that a busy machine slows both.
 */
const timedSteps: Array<{ step: keyof ListTimings; name: string; line: string; ratioBudget: number }> = [
  {
    step: 'keystrokes',
    name: 'keystroke to first page',
    line: `Keystroke to updated first page (the app's after its ${searchDebounceMs} ms debounce; react-admin's whole, its search box's own 500 ms wait included)`,
    ratioBudget: 0.1,
  },
  { step: 'nextPages', name: 'Next to next page', line: 'Next to next page', ratioBudget: 0.4 },
  {
    step: 'sorts',
    name: 'sort of every row',
    line: 'Sort of every row by Email, both ways, from the click (the app sorts ahead when the pointer reaches the header)',
    ratioBudget: 0.25,
  },
];

const steps: ListSteps = { letters: ['s', 'h', 'a', 'r'], nextPages: 5, sorts: ['Asc', 'Desc'] };
/**
 * Both lists are opened afresh this many times, in turn: react-query keeps every answer, so a
 * list sorted the same way twice in one visit draws the second sort from its cache.
 */
const rounds = 5;

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

/** A name nobody has, typed one letter past a name that matches: the keystroke empties the list. */
const matching = 'aditya';
const noMatchLetter = 'x';
const noMatchSamples = 3;

/** The URL holds the search typed, and the list shows its empty text with no rows. */
const showsNoMatch = (typed: string) => `(() => {
  const searched = JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q || '';
  return searched === ${JSON.stringify(typed)} && !root.querySelector('table[aria-label="${existingUsers.table}"] tbody tr') &&
    root.textContent.includes('No users found.');
})()`;

/** From the keystroke that makes a matching search match nobody to the list's empty text, less the debounce. */
async function timeNoMatches(page: Page): Promise<number[]> {
  const search = page.locator(searchBox);
  const samples: number[] = [];
  for (let sample = 0; sample < noMatchSamples; sample += 1) {
    await search.fill(matching);
    await page.waitForFunction(
      ([table, typed]) => {
        const searched = JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q;
        const rows = [...document.querySelectorAll(`table[aria-label="${table}"] tbody tr`)];
        return searched === typed && rows.length > 0 && rows.every(row => row.textContent?.toLowerCase().includes(typed));
      },
      [existingUsers.table, matching],
    );
    await search.focus();
    await search.press('End');
    const ms = await timeUpdate(page, showsNoMatch(matching + noMatchLetter), () => page.keyboard.type(noMatchLetter));
    samples.push(ms - searchDebounceMs);
  }
  await search.fill('');
  return samples;
}

interface AppRound extends ListTimings {
  noMatches: number[];
  firstLoadMs: number;
  unpreparedSortMs: number;
  longestTask: number;
  refetches: number;
}

/** The steps on the app's users list, opened afresh, with what only the app's is asked. */
async function timeAppRound(browser: Browser, server: RunningServer): Promise<AppRound> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    let listFetches = 0;
    page.on('request', request => {
      if (request.url().includes('/api/v1/user/users/')) listFetches += 1;
    });
    await signIn(page, server.url);
    const loadStart = Date.now();
    await page.goto(`${server.url}/user/list`);
    await fullPage(page, existingUsers.table).waitFor({ timeout: 120_000 });
    const firstLoadMs = Date.now() - loadStart;
    const fetchesAfterLoad = listFetches;

    await page.evaluate(watchLongTasks);
    const timings = await timeList(page, existingUsers, steps);
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
    const refetches = listFetches - fetchesAfterLoad;
    const noMatches = await timeNoMatches(page);
    return { ...timings, noMatches, firstLoadMs, unpreparedSortMs, longestTask, refetches };
  } finally {
    await context.close();
  }
}

/** The users list measured against react-admin's own over the same users, on one kind of backend. */
interface ListComparison {
  title: string;
  against: string;
  reference: ReferenceList;
  server: RunningServer;
  /** The steps whose ratios are budgeted here (a sort, on a paging server, is the server's for both). */
  budgeted: Array<keyof ListTimings>;
  /** Whether the list is held whole in the browser, so that nothing is fetched after the first load. */
  held: boolean;
}

async function compareLists(browser: Browser, comparison: ListComparison): Promise<BenchResult> {
  const { reference, server } = comparison;
  const app: AppRound[] = [];
  const reactAdmin: ListTimings[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      app.push(await timeAppRound(browser, server));
      reactAdmin.push(await timeReferenceList(browser, reference, steps));
    }
  } finally {
    await reference.close();
  }

  const compared = timedSteps.map(({ step, name, line, ratioBudget }) => {
    const [appMs, referenceMs] = [app, reactAdmin].map(samples => samples.flatMap(round => round[step]));
    const ratio = median(appMs) / median(referenceMs);
    const budgeted = comparison.budgeted.includes(step);
    return {
      line:
        `${line}: median ${median(appMs).toFixed(0)} ms, ${ratio.toFixed(2)}x react-admin's ${median(referenceMs).toFixed(0)} ms ` +
        `(app ${msList(appMs)}; react-admin ${msList(referenceMs)})`,
      budget: budgeted ? [{ name: `${name} ≤ ${ratioBudget.toFixed(2)}x react-admin's`, ok: ratio <= ratioBudget }] : [],
    };
  });
  // Each visit's longest task; their median stands for one visit, as the budget was set on one.
  const longestTasks = app.map(round => round.longestTask);
  const longestTask = median(longestTasks);
  const refetches = app.reduce((sum, round) => sum + round.refetches, 0);
  const [matches, noMatches] = [app.flatMap(round => round.keystrokes), app.flatMap(round => round.noMatches)];
  return {
    title: comparison.title,
    lines: [
      `${comparison.against}, in this run: each list opened ${rounds} times, in turn`,
      `First load of /user/list (fetch and first page): ${msList(app.map(round => round.firstLoadMs))} ms`,
      ...compared.map(({ line }) => line),
      `Keystroke to the empty text of a search that matches nobody ('${matching}${noMatchLetter}'), after the debounce: ` +
        `median ${median(noMatches).toFixed(0)} ms, against ${median(matches).toFixed(0)} ms to a match's rows (${msList(noMatches)})`,
      `First sort by Firm name from a script's click, with nothing sorted ahead: ${msList(app.map(round => round.unpreparedSortMs))} ms`,
      `Longest main-thread task while typing, paging and sorting: median ${longestTask.toFixed(0)} ms (${msList(longestTasks)})`,
      `List fetches after the first load: ${refetches}`,
    ],
    budgets: [
      ...compared.flatMap(({ budget }) => budget),
      { name: 'a search that matches nobody shows its empty text no slower than a match its rows', ok: median(noMatches) <= median(matches) },
      {
        name: `no main-thread task over ${typingLongTaskBudgetMs} ms while typing, paging and sorting (median visit)`,
        ok: longestTask <= typingLongTaskBudgetMs,
      },
      ...(comparison.held ? [{ name: 'typing, paging and sorting fetch the list no more', ok: refetches === 0 }] : []),
    ],
  };
}

/**
 * With 50,000 more users: keystroke to first page, Next to next page and a sort, each against
 * react-admin's own list of the same users, and responsiveness while typing; on whole arrays
 * (`server`, held in the browser) and on a paging server (`pagingServer`, asked for each page).
 */
export async function benchUsersSearch(
  browser: Browser,
  server: RunningServer,
  pagingServer: RunningServer,
): Promise<BenchResult[]> {
  const users = await shownUsers(server.url);
  const whole = await compareLists(browser, {
    title: `Users list with ${bulkUsers.toLocaleString('en-IN')} more users, whole arrays`,
    against: `Against react-admin's List and DataTable over ra-data-fakerest holding the same ${users.length.toLocaleString('en-IN')} users`,
    reference: await serveReferenceList(users),
    server,
    budgeted: ['keystrokes', 'nextPages', 'sorts'],
    held: true,
  });
  const paged = await compareLists(browser, {
    title: `Users list with ${bulkUsers.toLocaleString('en-IN')} more users, on a paging server`,
    against: "Against react-admin's List and DataTable over a DRF data provider of a few lines, asking the same paging server",
    reference: await servePagingReferenceList(pagingServer.url, steps.nextPages + 1),
    server: pagingServer,
    budgeted: ['keystrokes', 'nextPages'],
    held: false,
  });
  return [whole, paged];
}
