import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '@/server/db/connection';
import { signIn, startServer, waitForQuietNetwork, type RunningServer } from '../e2e/harness';
import { inboxRows } from '../e2e/inbox';
import { adminAccessToken } from './adminApi';
import { median, msList } from './figures';
import { watchLongTasks } from './longTasks';
import type { BenchResult } from './report';
import { addSchemesAtScale, benchBillNumbers, schemeCounts } from './schemesSeed';

/** Budgets (ms): the figures after the dialog's opening, and the longest main-thread task while "What if" runs. */
export const figuresAfterOpeningBudgetMs = 100;
export const whatIfTaskBudgetMs = 100;
const dialogRuns = 7;
const whatIfRuns = 3;
const serverRuns = 9;

/**
 * In-page script that times, from the next key or pointer press, the approval dialog's points field
 * shown (`opened`) and its "Schemes’ total" shown (`figures`); a string, as pageTimer.ts's is.
 */
const armDialogTimer = `
  const field = () => document.querySelector('[role="dialog"] input[name="points_earned"]');
  const opened = () => { const input = field(); return !!input && input.getBoundingClientRect().width > 0; };
  const figures = () => [...(field()?.closest('[role="dialog"]')?.querySelectorAll('*') ?? [])]
    .some(element => element.childElementCount === 0 && element.textContent.startsWith('Schemes’ total: '));
  window.benchDialog = new Promise(resolve => {
    const times = {};
    const check = () => {
      if (window.benchStart === undefined) return;
      const now = performance.now() - window.benchStart;
      if (times.opened === undefined && opened()) times.opened = now;
      if (times.figures === undefined && figures()) times.figures = now;
      if (times.opened !== undefined && times.figures !== undefined) { observer.disconnect(); resolve(times); }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  window.benchStart = undefined;
  for (const type of ['keydown', 'pointerdown']) {
    document.addEventListener(type, () => { window.benchStart = performance.now(); }, { once: true, capture: true });
  }
`;

interface DialogTimes {
  opened: number;
  figures: number;
}

async function timeDialog(page: Page, trigger: () => Promise<void>): Promise<DialogTimes> {
  await page.evaluate(armDialogTimer);
  await trigger();
  const timedOut = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the approval dialog showed no figures within 20 s')), 20_000),
  );
  return Promise.race([page.evaluate('window.benchDialog') as Promise<DialogTimes>, timedOut]);
}

/** The server's time to answer the last request to a path ending so, from the page's resource timings (ms). */
const serverMs = (page: Page, ending: string) =>
  page.evaluate(
    end =>
      performance
        .getEntriesByType('resource')
        .filter(entry => new URL(entry.name).pathname.endsWith(end))
        .map(
          entry =>
            (entry as PerformanceResourceTiming).responseStart - (entry as PerformanceResourceTiming).requestStart,
        )
        .pop() ?? NaN,
    ending,
  );

const dialog = (page: Page) => page.locator('[role="dialog"]');

/** A page's first dialog (its code loaded then), closed, then a second; the server's time to the second's work-out. */
async function twoDialogs(page: Page, open: () => Promise<void>, close: () => Promise<void>, between = async () => {}) {
  const first = await timeDialog(page, open);
  await close();
  await dialog(page).waitFor({ state: 'detached' });
  await between();
  const later = await timeDialog(page, open);
  return { first, later: { ...later, server: await serverMs(page, '/schemes/work-out/') } };
}

const cancel = (page: Page) => () => dialog(page).getByRole('button', { name: 'Cancel' }).click();

/** From the bill's page, its breakdown shown (the work-out asked for) and the page quiet: the Approve button clicked. */
async function fromBillPage(page: Page, url: string, billId: number) {
  await page.goto(`${url}/bills/request/detail/${billId}`);
  await page.getByRole('list', { name: 'How the schemes work it out' }).waitFor({ timeout: 60_000 });
  await waitForQuietNetwork(page);
  return twoDialogs(page, () => page.getByRole('button', { name: 'Approve', exact: true }).click(), cancel(page));
}

/** From the approvals inbox, where nothing has worked the bills out: the first bill's row selected and `a` pressed, then the second's. */
async function fromInbox(page: Page, url: string) {
  await page.goto(`${url}/approvals?filter=${encodeURIComponent('{"kind":"bill"}')}`);
  await inboxRows(page).nth(1).filter({ hasText: benchBillNumbers[1] }).waitFor({ timeout: 60_000 });
  await waitForQuietNetwork(page);
  await page.keyboard.press('j');
  return twoDialogs(
    page,
    () => page.keyboard.press('a'),
    cancel(page),
    async () => {
      await page.keyboard.press('j');
      const selected = await page.evaluate(() => document.activeElement?.closest('tbody tr')?.textContent ?? '');
      if (!selected.includes(benchBillNumbers[1]))
        throw new Error(`the inbox selected "${selected}", not the second bill`);
    },
  );
}

/** "What if" run from the draft scheme's page: the time to its answer, the server's share, and the longest task meanwhile. */
async function runWhatIf(page: Page, url: string, schemeId: number) {
  await page.goto(`${url}/schemes/detail/${schemeId}`);
  const button = page.getByRole('button', { name: 'What if version 1 had been live' });
  await button.waitFor({ timeout: 60_000 });
  await waitForQuietNetwork(page);
  const longestTask = await watchLongTasks(page);
  await longestTask();
  const started = Date.now();
  await button.click();
  await page
    .getByRole('status')
    .filter({ hasText: /^From .+ approved bills, it would have paid/ })
    .waitFor({ timeout: 300_000 });
  const answered = Date.now() - started;
  return { answered, server: await serverMs(page, '/what-if/'), longestTask: await longestTask() };
}

/** The catalogue's read as the work-out made it on every call before it kept it (ms). */
function catalogueReadMs(server: RunningServer) {
  const db = openDatabase(path.join(server.dataDir, 'db.sqlite'));
  try {
    const read = db.prepare('SELECT id, name, brand_id AS brand, category_id AS category FROM products');
    return Array.from({ length: serverRuns }, () => {
      const started = performance.now();
      read.all();
      return performance.now() - started;
    });
  } finally {
    db.close();
  }
}

/** The server's answer to `schemes/work-out/` for the bill, asked from here (ms). */
async function workOutMs(server: RunningServer, billId: number) {
  const access = await adminAccessToken(server.url);
  const times: number[] = [];
  for (let run = 0; run < serverRuns; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/v1/schemes/work-out/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bill_id: billId }),
    });
    if (!answer.ok) throw new Error(`schemes/work-out/: ${answer.status}`);
    await answer.json();
    times.push(performance.now() - started);
  }
  return times;
}

const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;

/** A series of dialogs' lines, and its median of the figures' time after the opening. */
function dialogLines(name: string, runs: DialogTimes[]) {
  const opened = median(runs.map(run => run.opened));
  const figures = median(runs.map(run => run.figures));
  const after = median(runs.map(run => run.figures - run.opened));
  return {
    name,
    after,
    lines: [
      `${name}: dialog open (points field shown) median ${opened.toFixed(0)} ms [${msList(runs.map(run => run.opened))}]`,
      `  figures shown ("Schemes’ total") median ${figures.toFixed(0)} ms [${msList(runs.map(run => run.figures))}]: ` +
        `${after.toFixed(0)} ms after the opening, ${ratio(figures, opened)} the opening's time`,
    ],
  };
}

/**
 * 200 live schemes over 10,000 products: the approval dialog's worked-out figures, timed from the
 * click against the dialog's own opening; and "What if" over 50,000 approved bills of the last 90 days.
 */
export async function benchSchemes(browser: Browser): Promise<BenchResult> {
  const server = await startServer({ LOG_LEVEL: 'silent' });
  try {
    const seedStarted = Date.now();
    const { billIds, whatIfSchemeId } = addSchemesAtScale(server);
    console.log(`seeded the schemes bench in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
    const catalogueRead = catalogueReadMs(server);
    const workOut = await workOutMs(server, billIds[0]);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url);
    // Once each, so that the browser has the app's code: the figures are of the work.
    await fromBillPage(page, server.url, billIds[0]);
    await fromInbox(page, server.url);
    const billPage = [];
    const inbox = [];
    for (let run = 0; run < dialogRuns; run += 1) {
      billPage.push(await fromBillPage(page, server.url, billIds[0]));
      inbox.push(await fromInbox(page, server.url));
    }
    const whatIf = [];
    for (let run = 0; run < whatIfRuns; run += 1) whatIf.push(await runWhatIf(page, server.url, whatIfSchemeId));
    await context.close();

    const series = [
      ["The bill's page's first dialog (its work-out asked by the page)", billPage, 'first'],
      ["The bill's page's second dialog", billPage, 'later'],
      ["The approvals inbox's first dialog (nothing worked out before)", inbox, 'first'],
      ["The approvals inbox's second dialog, of another bill", inbox, 'later'],
    ] as const;
    const dialogs = series.map(([name, runs, which]) =>
      dialogLines(
        name,
        runs.map(run => run[which]),
      ),
    );
    const longest = median(whatIf.map(run => run.longestTask));
    return {
      title: `Schemes: ${schemeCounts.schemes} live over ${schemeCounts.products.toLocaleString('en-IN')} products, "What if" over ${schemeCounts.pastBills.toLocaleString('en-IN')} bills`,
      lines: [
        `Catalogue read (every product): median ${median(catalogueRead).toFixed(1)} ms; ` +
          `the work-out answered (catalogue kept): median ${median(workOut).toFixed(0)} ms [${msList(workOut)}], ` +
          `in the inbox's second dialog ${median(inbox.map(run => run.later.server)).toFixed(0)} ms`,
        ...dialogs.flatMap(each => each.lines),
        `"What if": answered in median ${median(whatIf.map(run => run.answered)).toFixed(0)} ms [${msList(whatIf.map(run => run.answered))}], ` +
          `the server's share ${median(whatIf.map(run => run.server)).toFixed(0)} ms; ` +
          `longest main-thread task median ${longest.toFixed(0)} ms [${msList(whatIf.map(run => run.longestTask))}]`,
      ],
      budgets: [
        ...dialogs.map(each => ({
          name: `figures ≤ ${figuresAfterOpeningBudgetMs} ms after the opening: ${each.name}`,
          ok: each.after <= figuresAfterOpeningBudgetMs,
        })),
        { name: `"What if": no main-thread task over ${whatIfTaskBudgetMs} ms`, ok: longest <= whatIfTaskBudgetMs },
      ],
    };
  } finally {
    await server.close();
  }
}
