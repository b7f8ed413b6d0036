import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn, waitForQuietNetwork } from '../e2e/harness';
import type { BenchResult } from './report';
import { median } from './figures';
import { tableRows, timeList } from './listTimings';
import { existingUsers } from './usersSearch';
import {
  callMedians,
  committedWorkedOut,
  heldFigures,
  loopDelayMedian,
  measureDashboard,
  type DashboardFigures,
} from './dashboardCalls';
import { residentMb, startServerProcess } from './serverProcess';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** Members in the database at each step; the seeder adds the difference. `SCALE_MEMBERS=10000` tries one size quickly. */
export const memberCounts = process.env.SCALE_MEMBERS?.split(',').map(Number) ?? [10_000, 100_000, 1_000_000];

/**
 * Targets at a million members (ms, MB): `call` each of the dashboard's calls, `loopDelay` the
 * longest the server's thread holds its event loop while the dashboard loads.
 */
export const scaleTargets = {
  call: 100,
  loopDelay: 50,
  open: 300,
  keystroke: 250,
  sort: 300,
  next: 150,
  serverMb: 400,
  heapMb: 150,
  register: 1000,
  glance: 1000,
};

/** The users list's timings (ms), signed in. */
export interface ListFigures {
  /** The first visit to /user/list, its code not loaded yet, to its first page of rows. */
  firstLoad: number;
  /** From the loaded dashboard's Users link to its first page. */
  open: number;
  keystroke: number;
  sort: number;
  next: number;
  lastPage: number;
}

interface Figures extends ListFigures {
  members: number;
  /** From the first call for the schemes' committed figure after the start to its answer as current (ms). */
  committed: number;
  /** The dashboard opened five times, once the committed figure is current: its calls' times, the server's event loop's delays. */
  dashboard: DashboardFigures;
  /** The section 194R register of the current financial year, from Ctrl+K's Enter to its first page. */
  register: number;
  registerPages: number;
  /** The programme at a glance, from the dashboard liability card's link to its twelve weeks' charts. */
  glance: number;
  serverMb: number;
  heapMb: number;
}

const rows = (page: Page) => tableRows(page, existingUsers.table);

/** `npm run seed -- --members N` on the data folder. */
export function seed(dataDir: string, members: number) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/db/seed/scale.ts', '--members', String(members)],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the seeder failed (${result.status ?? result.signal})`);
}

/** The users list's timings, signed in: its first load, then opened from the loaded dashboard, typed in, sorted, paged, and its last page. */
export async function measureList(page: Page, url: string): Promise<ListFigures> {
  // Once, so that the list's code is loaded: the figures are of the data, not of the first visit.
  const firstStarted = Date.now();
  await page.goto(`${url}/user/list`);
  await rows(page).nth(19).waitFor({ timeout: 60_000 });
  const firstLoad = Date.now() - firstStarted;
  await page.goto(`${url}/`);
  // From the dashboard as an admin sees it, loaded: its counts shown and no request in flight, so
  // that the figure is the list's alone (the dashboard's calls have their own, measureDashboard).
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByRole('link', { name: /^Review all pending \(\d/ }).waitFor({ timeout: 60_000 });
  // Not Playwright's `networkidle`: the live event stream stays open, and the network would never be idle.
  await waitForQuietNetwork(page);
  const users = page.getByRole('link', { name: 'Users' });
  await users.waitFor();

  const opened = Date.now();
  await users.click();
  await rows(page).nth(19).waitFor({ timeout: 60_000 });
  const open = Date.now() - opened;

  const timings = await timeList(page, existingUsers, { letters: ['k', 'u', 'm'], nextPages: 3, sorts: ['Asc'] });

  const pages = Number(/Page \d+ of (\d+)/.exec((await page.getByText(/^Page \d+ of \d+$/).textContent()) ?? '')?.[1]);
  const lastStarted = Date.now();
  await page.goto(`${url}/user/list?page=${pages}&perPage=20&sort=date_joined&order=DESC&filter=%7B%7D`);
  await page.getByText(`Page ${pages} of ${pages}`).waitFor({ timeout: 60_000 });
  await rows(page).first().waitFor();
  const lastPage = Date.now() - lastStarted;
  return {
    firstLoad,
    open,
    keystroke: median(timings.keystrokes),
    sort: timings.sorts[0],
    next: median(timings.nextPages),
    lastPage,
  };
}

/** The browser's JS heap after a garbage collection, in MB. */
export async function heapMb(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function measure(browser: Browser, url: string, members: number, server: ChildProcess): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url);
  const committed = await committedWorkedOut(page);
  const dashboard = await measureDashboard(page, url, server);
  const list = await measureList(page, url);

  // The register as an admin opens it: Ctrl+K's "Go to" line from the dashboard, app loaded.
  await page.goto(`${url}/`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('194R');
  const goTo = page.getByRole('option', { name: 'Section 194R register' });
  await goTo.waitFor();
  const registerStarted = Date.now();
  await goTo.click();
  const register = page.getByRole('table', { name: 'Members over or near the section 194R threshold' });
  await register.locator('tbody tr').first().waitFor({ timeout: 60_000 });
  const registerOpen = Date.now() - registerStarted;
  const pager = page.getByText(/^Page \d+ of \d+$/);
  const registerPages = (await pager.count()) ? Number(/of (\d+)/.exec((await pager.textContent()) ?? '')?.[1]) : 1;

  // The programme at a glance, by the liability card's link on the loaded dashboard.
  await page.goto(`${url}/`);
  const glanceLink = page.getByTestId('liability').getByRole('link', { name: 'Weekly movement and trend' });
  await page.getByTestId('liability_total').getByText('₹').waitFor({ timeout: 60_000 });
  const glanceStarted = Date.now();
  await glanceLink.click();
  for (const chart of ['Owed to members at each week’s end', 'Items waiting at each week’s end']) {
    await page.getByRole('region', { name: chart, exact: true }).locator('svg').first().waitFor({ timeout: 60_000 });
  }
  const glance = Date.now() - glanceStarted;

  const heap = await heapMb(context, page);
  await context.close();
  return {
    members,
    committed,
    dashboard,
    ...list,
    register: registerOpen,
    registerPages,
    glance,
    serverMb: residentMb(server.pid!),
    heapMb: heap,
  };
}

/** The users list of a paging server at 10,000, 100,000 and 1,000,000 members. */
export async function benchScale(browser: Browser): Promise<BenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-scale-'));
  const figures: Figures[] = [];
  try {
    let seeded = 0;
    for (const members of memberCounts) {
      const started = Date.now();
      seed(dataDir, members - seeded);
      seeded = members;
      console.log(
        `seeded ${members.toLocaleString('en-IN')} members in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const server = await startServerProcess(dataDir, { LIST_PAGING: 'on' }, { loopDelay: true });
      try {
        figures.push(await measure(browser, server.url, members, server.process));
      } finally {
        server.process.kill();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
  const largest = figures[figures.length - 1];
  const slowestCall = (row: Figures) => callMedians(row.dashboard)[0];
  const longestDelay = (row: Figures) => Math.max(...row.dashboard.loopDelays.map(delay => delay.maxMs));
  return {
    title: 'The dashboard and the users list of a paging server (LIST_PAGING=on), by members',
    lines: [
      '   members  slowest call  loop held (max)  loop delay (max)     open keystroke    sort    Next  last page   194R register (pages)   glance   server  JS heap',
      ...figures.map(
        row =>
          `${row.members.toLocaleString('en-IN').padStart(10)}      ${ms(slowestCall(row).ms)}   ${ms(heldFigures(row.dashboard).median)} (${ms(heldFigures(row.dashboard).longest).trim()})  ${ms(loopDelayMedian(row.dashboard))} (${ms(longestDelay(row)).trim()}) ${ms(row.open)} ${ms(row.keystroke)} ${ms(row.sort)} ${ms(row.next)} ${ms(row.lastPage)} ${ms(row.register)} (${String(row.registerPages).padStart(4)} pages) ${ms(row.glance)} ${mb(row.serverMb)} ${mb(row.heapMb)}`,
      ),
      `(the dashboard opened ${largest.dashboard.loopDelays.length} times: the slowest of its calls' medians, from the request sent to its answer read; the longest the server's thread worked between two turns of its event loop, to the kernel's 10 ms, in the median visit, the longest of all in parentheses; the median of each visit's longest delay of the event loop, the longest of all in parentheses, which a busy machine lengthens; keystroke after the ${existingUsers.debounceMs} ms debounce, server included; last page opened by its address; the 194R register opened by Ctrl+K from the dashboard, its pages of 20 in parentheses; the programme at a glance from the dashboard's link to its charts)`,
      `The schemes' committed figure worked out after the start (the seeding changed every pending bill): ${figures
        .map(row => `${(row.committed / 1000).toFixed(1)} s at ${row.members.toLocaleString('en-IN')}`)
        .join(
          ', ',
        )}, from the first call for it; the dashboard's calls at ${largest.members.toLocaleString('en-IN')} members, medians:`,
      ...callMedians(largest.dashboard).map(({ call, ms: median }) => `  ${ms(median)}  ${call}`),
    ],
    budgets: [
      ...callMedians(largest.dashboard).map(({ call, ms: median }) => ({
        name: `${call} ≤ ${scaleTargets.call} ms at a million`,
        ok: median <= scaleTargets.call,
      })),
      {
        name: `the server's thread never holds its event loop over ${scaleTargets.loopDelay} ms while the dashboard loads (median visit), at a million`,
        ok: heldFigures(largest.dashboard).median <= scaleTargets.loopDelay,
      },
      { name: `open ≤ ${scaleTargets.open} ms at a million`, ok: largest.open <= scaleTargets.open },
      {
        name: `keystroke ≤ ${scaleTargets.keystroke} ms at a million`,
        ok: largest.keystroke <= scaleTargets.keystroke,
      },
      { name: `sort ≤ ${scaleTargets.sort} ms at a million`, ok: largest.sort <= scaleTargets.sort },
      { name: `Next ≤ ${scaleTargets.next} ms at a million`, ok: largest.next <= scaleTargets.next },
      {
        name: `194R register ≤ ${scaleTargets.register} ms at a million`,
        ok: largest.register <= scaleTargets.register,
      },
      {
        name: `programme at a glance ≤ ${scaleTargets.glance} ms at a million`,
        ok: largest.glance <= scaleTargets.glance,
      },
      {
        name: `server memory ≤ ${scaleTargets.serverMb} MB at a million`,
        ok: largest.serverMb <= scaleTargets.serverMb,
      },
      { name: `JS heap ≤ ${scaleTargets.heapMb} MB at a million`, ok: largest.heapMb <= scaleTargets.heapMb },
    ],
  };
}
