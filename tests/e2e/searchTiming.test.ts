import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';
import { listsArePaged } from './harness';

const session = sharedBrowserAndServer();

/** Less than this after the answer: a frame or two on a busy machine, while a timer's 500 ms is not. */
const shownWithinMs = 300;

/**
 * In the page: when the list's answer for `typed` came (the response's end on a paging server;
 * on whole arrays, held in the browser, the moment the search reached the address, which is
 * when the list asks its data provider), and when `shown` first held, each on the page's clock.
 */
const watchSearch = (typed: string, shown: 'rows' | 'empty') => `
  window.searchTiming = {};
  const timing = window.searchTiming;
  const searched = () => JSON.parse(new URLSearchParams(location.search).get('filter') || '{}').q === ${JSON.stringify(typed)};
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      const url = new URL(entry.name);
      if (url.pathname.endsWith('/user/users/') && url.searchParams.get('search') === ${JSON.stringify(typed)}) timing.answered = entry.responseEnd;
    }
  }).observe({ type: 'resource' });
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
    if (timing.shown === undefined && searched() && holds()) timing.shown = performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
`;

interface SearchTiming {
  answered?: number;
  addressed?: number;
  shown?: number;
}

const timingOf = (page: Page) => page.evaluate(() => (window as unknown as { searchTiming: SearchTiming }).searchTiming);

describe(`a search of the users list (${listsArePaged() ? 'paging server' : 'whole arrays'})`, () => {
  for (const [what, typed, shown] of [
    ['matches somebody: its rows', 'aditya', 'rows'],
    ['matches nobody: the empty text', 'zorawar qx', 'empty'],
  ] as const) {
    it(`that ${what} show within ${shownWithinMs} ms of the list's answer`, async () => {
      const page = await session.signedInPage('/user/list');
      await page.getByRole('table', { name: 'Existing Users' }).locator('tbody tr').first().waitFor();
      await page.evaluate(watchSearch(typed, shown));
      const box = page.getByRole('searchbox', { name: 'Search users by name, email, etc' });
      await box.click();
      await page.keyboard.type(typed, { delay: 40 });
      await expect.poll(async () => (await timingOf(page)).shown).toBeDefined();
      const timing = await timingOf(page);
      const answered = listsArePaged() ? timing.answered : timing.addressed;
      expect(answered, 'the answer was seen').toBeDefined();
      expect((timing.shown! - answered!), `shown ${timing.shown} answered ${answered}`).toBeLessThan(shownWithinMs);
      await page.context().close();
    });
  }
});
