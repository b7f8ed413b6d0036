import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';

const session = sharedBrowserAndServer({ LIST_PAGING: 'on' });

/** Holds the paging server's count of the unsearched list (`page_size=1`) until `release`; tells when it has answered. */
async function holdUnsearchedCount(page: Page) {
  const state = { answered: false, release: () => {} };
  const released = new Promise<void>(resolve => (state.release = resolve));
  await page.route(
    url => url.pathname.endsWith('/user/users/') && url.searchParams.get('page_size') === '1',
    async route => {
      await released;
      await route.continue();
      state.answered = true;
    },
  );
  return state;
}

describe('a search on a paging server', () => {
  const rows = (page: Page) => page.getByRole('table', { name: 'Existing Users' }).locator('tbody tr');
  for (const [what, typed, shown] of [
    ['matches nobody: the empty text', 'zorawar qx', (page: Page) => page.getByText('No users found.').waitFor()],
    [
      'matches somebody: the rows',
      'aditya',
      (page: Page) =>
        expect
          .poll(async () => {
            const texts = await rows(page).allTextContents();
            return texts.length > 0 && texts.every(text => /aditya/i.test(text));
          })
          .toBe(true),
    ],
  ] as const) {
    it(`that ${what} shows with the page's answer, never waiting for the list's count`, async () => {
      const page = await session.signedInPage('/user/list', undefined, { ownContext: true });
      await rows(page).first().waitFor();
      // Half a minute later the list's count is old, and asked for again with the next search.
      await page.clock.setSystemTime(Date.now() + 31_000);
      const count = await holdUnsearchedCount(page);
      await page.getByRole('searchbox', { name: 'Search users by name, email, etc' }).fill(typed);
      await shown(page);
      expect(count.answered).toBe(false);
      count.release();
      await page.close();
    });
  }
});
