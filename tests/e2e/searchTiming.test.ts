import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';

/** The app searching the whole array it holds, and a paging server searching for it. */
const backends = [
  { name: 'whole arrays', paged: false, session: sharedBrowserAndServer() },
  { name: 'paging server', paged: true, session: sharedBrowserAndServer({ LIST_PAGING: 'on' }) },
];

/**
 * The page's clock is Playwright's, moved on by the test a step at a time, and only once the page
 * has done what it can without time passing: what is shown after the answer is timed on the app's
 * own clock, whatever the machine's load. Far less than a 500 ms timer.
 */
const shownWithinMs = 100;
const stepMs = 10;
/** The page has done what it could once its document has not changed for this long, no request in flight. */
const settledAfterMs = 50;
const givingUpAfterMs = 2_000;

/**
 * In the page: the moments, on the page's clock, the search reached the address (the list's own
 * ask, after its debounce; on whole arrays, held in the browser, its answer too) and `shown` first held.
 */
const watchSearch = (typed: string, shown: 'rows' | 'empty') => `
  window.searchTiming = { changed: 0 };
  const timing = window.searchTiming;
  const searched = () => JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q === ${JSON.stringify(typed)};
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name].bind(history);
    history[name] = (...args) => {
      original(...args);
      if (timing.addressed === undefined && searched()) timing.addressed = performance.now();
    };
  }
  const holds = () => {
    const rows = [...document.querySelectorAll('table[aria-label="Existing Users"] tbody tr')];
    return ${shown === 'rows'}
      ? rows.length > 0 && rows.every(row => row.textContent.toLowerCase().includes(${JSON.stringify(typed)}))
      : rows.length === 0 && document.body.textContent.includes('No users found.');
  };
  new MutationObserver(() => {
    timing.changed += 1;
    if (timing.shown === undefined && searched() && holds()) timing.shown = performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
`;

interface SearchTiming {
  changed: number;
  addressed?: number;
  shown?: number;
}

const timingOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { searchTiming: SearchTiming }).searchTiming);
const clockOf = (page: Page) => page.evaluate(() => performance.now());
const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** The page's requests in flight, the live event stream left out (it never ends). */
function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', request => {
    if (!request.url().includes('/live/events/')) inFlight.add(request);
  });
  page.on('requestfinished', request => inFlight.delete(request));
  page.on('requestfailed', request => inFlight.delete(request));
  return inFlight;
}

/** Until the page has answered every request and left its document alone for `settledAfterMs`, in real time. */
async function settle(page: Page, inFlight: Set<Request>) {
  let changed = (await timingOf(page)).changed;
  let quietSince = Date.now();
  while (Date.now() - quietSince < settledAfterMs) {
    await pause(10);
    const now = await timingOf(page);
    if (now.shown !== undefined) return;
    if (inFlight.size > 0 || now.changed !== changed) [changed, quietSince] = [now.changed, Date.now()];
  }
}

describe.each(backends)('a search of the users list ($name)', ({ paged, session }) => {
  for (const [what, typed, shown] of [
    ['matches somebody: its rows', 'aditya', 'rows'],
    ['matches nobody: the empty text', 'zorawar qx', 'empty'],
  ] as const) {
    it(`that ${what} show within ${shownWithinMs} ms of the list's answer, on the page's clock`, async () => {
      const page = await session.signedInPage('/user/list', undefined, { ownContext: true });
      const inFlight = requestsInFlight(page);
      await page.clock.install();
      await page.reload();
      await page.getByRole('table', { name: 'Existing Users' }).locator('tbody tr').first().waitFor();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.evaluate(watchSearch(typed, shown));
      const box = page.getByRole('searchbox', { name: 'Search users by name, email, etc' });
      await box.click();
      await page.keyboard.type(typed, { delay: 40 });

      // The last answer of the search (a paging server's), on the page's clock, which stands still while a request is out.
      let answers = 0;
      page.on('requestfinished', request => {
        if (new URL(request.url()).searchParams.get('search') === typed) answers += 1;
      });
      let [answered, answersSeen] = [undefined as number | undefined, 0];
      const typedAt = await clockOf(page);
      for (;;) {
        await settle(page, inFlight);
        if (answers > answersSeen) [answered, answersSeen] = [await clockOf(page), answers];
        if ((await timingOf(page)).shown !== undefined || (await clockOf(page)) - typedAt >= givingUpAfterMs) break;
        await page.clock.runFor(stepMs);
      }
      const timing = await timingOf(page);
      expect(timing.addressed, 'the search reached the address').toBeDefined();
      if (paged) expect(answered, 'the server answered the search').toBeDefined();
      expect(timing.shown, `shown within ${givingUpAfterMs} ms of typing`).toBeDefined();
      const answer = Math.max(timing.addressed!, answered ?? 0);
      expect(timing.shown! - answer, `shown at ${timing.shown}, answered at ${answer}`).toBeLessThanOrEqual(
        shownWithinMs,
      );
      await page.close();
    });
  }
});
