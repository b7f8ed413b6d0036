import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, colourRules } from './accessibility';
import { sharedBrowserAndServer } from './browser';
import { holdAnswers, keepScreenshot, startSession, waitForQuietNetwork } from './harness';
import {
  addressOf,
  missingRecordPages,
  namedTitles,
  seededRecords,
  signedInAddresses,
  type SeededRecords,
} from './routeSample';

const session = sharedBrowserAndServer();

const desktop = { width: 1366, height: 900 };

/** Spinners and react-admin's table placeholders show after their first second (src/ui/PageLoading.tsx); others at once. */
const LOADING_DRAWN_MS = 1200;

/** The page's background: the theme's `background.default`. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BACKGROUND = 'rgb(18, 20, 23)';
const LIGHT_BACKGROUND = 'rgb(244, 246, 248)';

/** The screen's code, as opposed to the answers held. */
const isCode = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/');

/** After the next two frames: what a resize changes (media queries, resize observers) is drawn. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Screens kept as pictures, to look at, in the dark theme and on a phone. */
const shots = new Set(['/', '/user/list', '/bills/request/list?tab=history', '/products/color-picker', '/settings']);

/** What a record page without its record shows: its own heading, and why. */
interface MissingRecord {
  heading: string;
  message: string;
}

let page: Page;
let records: SeededRecords;

beforeAll(async () => {
  const context = await session.browser.newContext({ viewport: desktop });
  // The page's timers are Playwright's, running as the real ones do, so that a page's first
  // second of loading is passed over at once instead of waited for.
  await context.clock.install();
  page = await context.newPage();
  await startSession(page, session.server.url);
  // The drawer closed, as a phone shows it (src/layout/useClosedDrawerOnPhones.ts), at every width:
  // each page is narrowed from 1366 px to 390 and 360 px without a reload.
  await page.evaluate(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
  records = await seededRecords(page);
});

/** No request for this long: what the page asked for has come in and been drawn. */
const QUIET_MS = 300;

/** The page's h1 shown and its requests answered, so what it draws is there to check. */
async function settle() {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForQuietNetwork(page, QUIET_MS);
}

/**
 * What every signed-in page is checked for, from one visit: while its answers are held, axe finds
 * nothing serious in what it shows meanwhile; loaded at 1366 px, its h1 and a tab title
 * "{page} · Loyalty Admin" (the record's name where it has one), and axe finds nothing serious in
 * the light theme nor, switched by the system, in the dark one; narrowed to 390 and then 360 px,
 * as a window dragged narrower or a phone turned would, it is no wider than the window, and axe
 * finds nothing serious at 390 px.
 */
async function checkPage(address: string, { title, missingRecord }: { title?: string; missingRecord?: MissingRecord }) {
  const url = `${session.server.url}${address}`;
  const problems: string[] = [];
  const found = (when: string) => (violations: string[]) =>
    problems.push(...violations.map(violation => `${when}: ${violation}`));

  await page.setViewportSize(desktop);
  const release = await holdAnswers(page, '**/api/v1/**', held => held.continue().catch(() => {}));
  await page.goto(url);
  await waitForQuietNetwork(page, 300, 20_000, isCode);
  await page.clock.fastForward(LOADING_DRAWN_MS);
  found('while loading')(await blockingViolations(page, { whileLoading: true }));
  release();
  await page.unroute('**/api/v1/**');

  await settle();
  if (missingRecord) {
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([missingRecord.heading]);
    expect(await alert.textContent()).toBe(missingRecord.message);
    expect(await page.title()).toBe(`${missingRecord.heading} · Loyalty Admin`);
  } else if (title) {
    await expect.poll(() => page.title()).toBe(title);
  } else {
    expect(await page.title()).toMatch(/^.+ · Loyalty Admin$/);
  }
  found('light theme')(await blockingViolations(page));

  // Only the colours change with the theme: the rules that read them are what the dark one is checked for.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  found('dark theme')(await blockingViolations(page, { rules: colourRules }));
  if (shots.has(address)) await keepScreenshot(page, `dark${address.replace(/\W+/g, '-')}`);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);

  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await afterTwoFrames(page);
    await waitForQuietNetwork(page, QUIET_MS);
    const drawn = await pageWidth(page);
    if (drawn > width) problems.push(`${drawn} px wide at ${width} px`);
    if (width === 390) {
      found('390 px')(await blockingViolations(page));
      if (shots.has(address)) await keepScreenshot(page, `phone${address.replace(/\W+/g, '-')}`);
    }
  }

  expect(problems).toEqual([]);
}

describe('every signed-in page', () => {
  for (const template of signedInAddresses) {
    it(`${template}: while loading, loaded in both themes, at 390 and 360 px`, async () => {
      await checkPage(addressOf(template, records), { title: namedTitles(records)[template] });
    });
  }
});

describe('every record page without its record', () => {
  for (const [address, heading, message] of missingRecordPages) {
    it(`${address}: says why under its own h1, named in the tab`, async () => {
      await checkPage(address, { missingRecord: { heading, message } });
    });
  }

  it("/users/1, the signed-in administrator's own id and not a member's: 'User not found' under the page's h1", async () => {
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('1');
    await page.setViewportSize(desktop);
    await page.goto(`${session.server.url}/users/1`);
    await page.waitForURL(url => url.pathname === '/user/user-detail/1');
    await checkPage('/user/user-detail/1', { missingRecord: { heading: 'User Detail', message: 'User not found' } });
  });
});

/** A heading, and the address it ends at: what a person sees there. */
const landing = (path: string, search = '') => ({ path, search });
const notFound = { heading: 'Page not found' };

describe("react-admin's own addresses of the resources", () => {
  it('each leads to the screen at the spec’s path, or says "Page not found", never an empty frame', async () => {
    const { user, voucher, paymentDone: payment } = records.ids;
    const expected: Array<[string, { path: string; search: string } | typeof notFound]> = [
      ['/users', landing('/user/list')],
      ['/newUsers', landing('/user/list', '?tab=new')],
      ['/editRequests', landing('/user/list', '?tab=edits')],
      ['/brands', landing('/products/list')],
      ['/categories', landing('/products/list')],
      ['/products', landing('/products/list')],
      ['/voucherRequests', landing('/vouchers/list', '?tab=requests')],
      ['/bills', landing('/bills/request/list', '?tab=history')],
      ['/billRequests', landing('/bills/request/list')],
      ['/payments', landing('/payments/list')],
      ['/pendingPayments', landing('/payments/list', '?tab=requests')],
      ['/salesmen', landing('/directory/list', '?tab=salesman')],
      ['/architects', landing('/directory/list', '?tab=architect')],
      ['/terms', landing('/terms&condition-list')],
      ['/privacy', landing('/terms&condition-list', '?tab=privacy')],
      [`/users/${user}`, landing(`/user/user-detail/${user}`)],
      [`/users/${user}/show`, landing(`/user/user-detail/${user}`)],
      ['/users/create', landing('/user/add-user')],
      ['/brands/create', landing('/products/add-brand')],
      [`/vouchers/${voucher}`, landing(`/vouchers/voucher-detail/${voucher}`)],
      [`/payments/${payment}`, landing(`/payments/detail/${payment}`)],
      ['/users/abc', notFound],
      ['/users/1/edit', notFound],
      ['/bills/request', notFound],
      ['/brands/01', notFound],
      ['/newUsers/create', notFound],
    ];
    await page.setViewportSize(desktop);
    const wrong: string[] = [];
    for (const [address, outcome] of expected) {
      await page.goto(`${session.server.url}${address}`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      const text = (await heading.textContent())?.trim() ?? '';
      const url = new URL(page.url());
      if ('heading' in outcome) {
        if (text !== outcome.heading) wrong.push(`${address}: "${text}" at ${url.pathname}`);
      } else if (decodeURI(url.pathname) !== outcome.path || url.search !== outcome.search || !text) {
        wrong.push(`${address}: "${text}" at ${url.pathname}${url.search}`);
      } else if (text === notFound.heading) {
        wrong.push(`${address}: not found`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
