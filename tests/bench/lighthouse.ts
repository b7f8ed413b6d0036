import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { paths } from '../../src/routes';
import { signIn, type RunningServer } from '../e2e/harness';
import type { BenchResult } from './report';

/** Targets of the first paint (issue 15), on Lighthouse's mobile preset. */
export const loginTargets = { score: 90, lcpMs: 2500, tbtMs: 200 };
export const dashboardTargets = { cls: 0.05, tbtMs: 300 };
/** Users-list rows at a laptop's width, so a screen shows more than a handful. */
export const rowHeightTargetPx = 56;
const laptopWidth = 1366;

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
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
const runs = 3;

/** One Lighthouse navigation (mobile preset, simulated throttling) of `url` in the Chrome on `port`. */
async function auditOnce(url: string, port: number, keepSession: boolean, retries = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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

/** The run of median performance score among `runs` runs. */
async function audit(url: string, port: number, keepSession: boolean, beforeEach = async () => {}) {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    await beforeEach();
    results.push(await auditOnce(url, port, keepSession));
  }
  return results.sort((a, b) => a.score - b.score)[Math.floor(runs / 2)];
}

/**
 * Signs in within the Chrome Lighthouse drives (so its next run finds the session in local
 * storage) and empties its HTTP cache, so the signed-in run still loads the app cold.
 */
async function signInColdCache(chrome: LaunchedChrome, server: RunningServer) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signIn(page, server.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
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
const summary = (name: string, { score, lcpMs, tbtMs, cls }: Figures) =>
  `${name}: performance ${score}, LCP ${seconds(lcpMs)}, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`;

/** Lighthouse (12: 13 needs Node 22.19), mobile preset: /login cold, then the dashboard signed in. */
async function lighthouseFigures(server: RunningServer): Promise<{ login: Figures; dashboard: Figures }> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const login = await audit(`${server.url}${paths.login}`, chrome.port, false);
    const dashboard = await audit(`${server.url}${paths.dashboard}`, chrome.port, true, () =>
      signInColdCache(chrome, server),
    );
    return { login, dashboard };
  } finally {
    chrome.kill();
  }
}

/** The first-paint figures against the built app on the reference server, and the users list's row height. */
export async function benchLighthouse(browser: Browser, server: RunningServer): Promise<BenchResult> {
  const { login, dashboard } = await lighthouseFigures(server);
  const rowHeight = await usersRowHeight(browser, server);
  return {
    title: 'First paint (Lighthouse mobile preset)',
    lines: [
      summary(paths.login, login),
      summary('dashboard, signed in', dashboard),
      `Users list at ${laptopWidth} px: rows ${rowHeight.toFixed(1)} px tall`,
    ],
    budgets: [
      { name: `/login performance ≥ ${loginTargets.score}`, ok: login.score >= loginTargets.score },
      { name: `/login LCP ≤ ${seconds(loginTargets.lcpMs)}`, ok: login.lcpMs <= loginTargets.lcpMs },
      { name: `/login TBT ≤ ${loginTargets.tbtMs} ms`, ok: login.tbtMs <= loginTargets.tbtMs },
      { name: `dashboard CLS ≤ ${dashboardTargets.cls}`, ok: dashboard.cls <= dashboardTargets.cls },
      { name: `dashboard TBT ≤ ${dashboardTargets.tbtMs} ms`, ok: dashboard.tbtMs <= dashboardTargets.tbtMs },
      { name: `users rows ≤ ${rowHeightTargetPx} px at ${laptopWidth} px`, ok: rowHeight <= rowHeightTargetPx },
    ],
  };
}
