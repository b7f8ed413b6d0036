import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { paths } from '@/src/routes';
import { signIn, type RunningServer } from '../e2e/harness';
import { serveReferenceDashboard, signInToReference, type ReferenceDashboard } from './referenceDashboard';
import type { BenchResult } from './report';

/**
 * The absolute targets, on Lighthouse's mobile preset: printed for information, as they
 * depend on the machine; only the layout shifts, which do not, are budgets.
 */
export const loginTargets = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0 };
export const dashboardTargets = { cls: 0.05, tbtMs: 300 };
/** How many times react-admin's own figures, measured in the same run, the app's may be. */
export const referenceRatios = { loginLcp: 0.8, loginTbt: 0.6, dashboardTbt: 0.8 };
/** Users-list rows at a laptop's width, so a screen shows more than a handful. */
export const rowHeightTargetPx = 56;
const laptopWidth = 1366;

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One page's figures in the app and in react-admin's reference. */
interface Compared {
  app: Figures;
  reference: Figures;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse's figures vary from run to run; its docs advise the median of several. */
const runs = 5;

/**
 * `LIGHTHOUSE_TRACES=<folder>` keeps each run's trace there, with the JS samples of the main
 * thread, for a trace viewer (chrome://tracing, Perfetto) to name what a long task runs.
 */
const tracesDir = process.env.LIGHTHOUSE_TRACES;
let traceCount = 0;

function keepTrace(url: string, trace: unknown) {
  if (!tracesDir) return;
  mkdirSync(tracesDir, { recursive: true });
  const name = `${String(++traceCount).padStart(2, '0')}-${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
  writeFileSync(path.join(tracesDir, name), JSON.stringify(trace));
}

/** One Lighthouse navigation (mobile preset, simulated throttling) of `url` in the Chrome on `port`. */
async function auditOnce(url: string, port: number, keepSession: boolean, retries = 1): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepSession,
    },
    tracesDir
      ? {
          extends: 'lighthouse:default',
          settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
        }
      : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  keepTrace(url, result.artifacts.Trace);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    // Such as NO_NAVSTART on a busy machine, for which Lighthouse itself says to run it again.
    if (retries > 0) return auditOnce(url, port, keepSession, retries - 1);
    throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure on its own, over the runs. */
const medians = (results: Figures[]): Figures => ({
  score: median(results.map(result => result.score)),
  lcpMs: median(results.map(result => result.lcpMs)),
  tbtMs: median(results.map(result => result.tbtMs)),
  cls: median(results.map(result => result.cls)),
});

/** Audits the app's page and then the reference's, `runs` times in turn, so both see the machine alike. */
async function auditInTurns(app: () => Promise<Figures>, reference: () => Promise<Figures>): Promise<Compared> {
  const apps: Figures[] = [];
  const references: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    apps.push(await app());
    references.push(await reference());
  }
  return { app: medians(apps), reference: medians(references) };
}

/**
 * Signs in within the Chrome Lighthouse drives (so its next run finds the session in local
 * storage) and empties its HTTP cache, so the signed-in run still loads the page cold.
 */
async function signInColdCache(chrome: LaunchedChrome, signInOn: (page: Page) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInOn(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** A Lighthouse run of `url` signed in by `signInOn`, with a cold HTTP cache. */
async function auditSignedIn(chrome: LaunchedChrome, url: string, signInOn: (page: Page) => Promise<void>) {
  await signInColdCache(chrome, signInOn);
  return auditOnce(url, chrome.port, true);
}

/** The tallest row of the first page of the users list at a laptop's width. */
async function usersRowHeight(browser: Browser, server: RunningServer): Promise<number> {
  const context = await browser.newContext({ viewport: { width: laptopWidth, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, server.url);
    await page.goto(`${server.url}/user/list`);
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    const heights = await rows.evaluateAll(elements => elements.map(row => row.getBoundingClientRect().height));
    return Math.max(...heights);
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures = ({ score, lcpMs, tbtMs, cls }: Figures) =>
  `performance ${score}, LCP ${seconds(lcpMs)}, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`;
/** How many times the reference's figure the app's is (a figure of 0 against 0 is 1×). */
const times = (app: number, reference: number) =>
  reference > 0 ? `${(app / reference).toFixed(1)}×` : app > 0 ? '∞×' : '1.0×';
const comparison = (name: string, { app, reference }: Compared) =>
  `${name}: ${figures(app)} (react-admin's: ${figures(reference)}) → ` +
  `TBT ${times(app.tbtMs, reference.tbtMs)} react-admin's, LCP ${times(app.lcpMs, reference.lcpMs)}`;
/** Whether the app's figure is at most `ratio` times the reference's. */
const within = (app: number, reference: number, ratio: number) => app <= ratio * reference;

/** The app's figures against the absolute targets, which this machine's speed moves. */
const absoluteTargets = (login: Figures, dashboard: Figures) =>
  `the absolute targets, on this machine: /login performance ${login.score} (≥ ${loginTargets.score}), ` +
  `LCP ${seconds(login.lcpMs)} (≤ ${seconds(loginTargets.lcpMs)}), ` +
  `TBT ${Math.round(login.tbtMs)} ms (≤ ${loginTargets.tbtMs} ms); ` +
  `dashboard TBT ${Math.round(dashboard.tbtMs)} ms (≤ ${dashboardTargets.tbtMs} ms)`;

/**
 * Lighthouse (12: 13 needs Node 22.19), mobile preset, on the app and on react-admin's
 * reference in turn: /login cold, then the dashboard signed in.
 */
async function lighthouseFigures(server: RunningServer, reference: ReferenceDashboard) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const login = await auditInTurns(
      () => auditOnce(`${server.url}${paths.login}`, chrome.port, false),
      () => auditOnce(`${reference.url}/login`, chrome.port, false),
    );
    const dashboard = await auditInTurns(
      () => auditSignedIn(chrome, `${server.url}${paths.dashboard}`, page => signIn(page, server.url)),
      () => auditSignedIn(chrome, `${reference.url}/`, page => signInToReference(page, reference)),
    );
    return { login, dashboard };
  } finally {
    chrome.kill();
  }
}

/**
 * The first-paint figures of the built app on the reference server against react-admin's own
 * login and dashboard of the same four lists (tests/bench/referenceDashboard), and the users
 * list's row height.
 */
export async function benchLighthouse(browser: Browser, server: RunningServer): Promise<BenchResult> {
  const reference = await serveReferenceDashboard(server.url);
  const { login, dashboard } = await lighthouseFigures(server, reference).finally(reference.close);
  const rowHeight = await usersRowHeight(browser, server);
  return {
    title: 'First paint (Lighthouse mobile preset, against react-admin in the same run)',
    lines: [
      comparison(paths.login, login),
      comparison('dashboard, signed in', dashboard),
      absoluteTargets(login.app, dashboard.app),
      `Users list at ${laptopWidth} px: rows ${rowHeight.toFixed(1)} px tall`,
    ],
    budgets: [
      {
        name: `/login LCP ≤ ${referenceRatios.loginLcp.toFixed(1)}× react-admin's login`,
        ok: within(login.app.lcpMs, login.reference.lcpMs, referenceRatios.loginLcp),
      },
      {
        name: `/login TBT ≤ ${referenceRatios.loginTbt.toFixed(1)}× react-admin's login`,
        ok: within(login.app.tbtMs, login.reference.tbtMs, referenceRatios.loginTbt),
      },
      {
        name: `dashboard TBT ≤ ${referenceRatios.dashboardTbt.toFixed(1)}× react-admin's dashboard of the same four lists`,
        ok: within(dashboard.app.tbtMs, dashboard.reference.tbtMs, referenceRatios.dashboardTbt),
      },
      { name: `/login CLS ${loginTargets.cls}`, ok: login.app.cls <= loginTargets.cls },
      { name: `dashboard CLS ≤ ${dashboardTargets.cls}`, ok: dashboard.app.cls <= dashboardTargets.cls },
      { name: `users rows ≤ ${rowHeightTargetPx} px at ${laptopWidth} px`, ok: rowHeight <= rowHeightTargetPx },
    ],
  };
}
