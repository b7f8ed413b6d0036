import { describe, it } from 'vitest';
import { sharedBrowserAndServer } from '@/tests/e2e/browser';
import { checkListState } from '@/tests/e2e/listState';
import { keepScreenshot } from '@/tests/e2e/harness';

const session = sharedBrowserAndServer();

describe('users lists keep their state in the URL', () => {
  it('existing users: search, sort, filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/user/list');
    await checkListState(page, {
      path: '/user/list',
      table: 'Existing Users',
      searchbox: 'Search users by name, email, etc',
      search: 'a',
      sortBy: 'Email',
      filter: { label: 'User type', option: 'Dealer' },
      openRow: /^View /,
    });
    await keepScreenshot(page, 'users-list-state');
    await page.close();
  });
});
