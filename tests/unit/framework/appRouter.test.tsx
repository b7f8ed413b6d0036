import { act, render, screen } from '@testing-library/react';
import { RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/src/framework/appRouter';

function Search() {
  return <output>{useLocation().search}</output>;
}

describe("the app's router", () => {
  it('draws a change of the search alone at once, and other navigations as transitions', async () => {
    window.history.replaceState(null, '', '/user/list');
    const router = createAppRouter(null);
    const drawn = vi.fn();
    const unsubscribe = router.subscribe(drawn);
    const flushSyncOfLocation = (search: string) =>
      drawn.mock.calls.find(([state]) => state.location.search === search && state.navigation.state === 'idle')?.[1]
        .flushSync;

    await router.navigate({ search: '?page=2' });
    expect(flushSyncOfLocation('?page=2')).toBe(true);
    await router.navigate('/vouchers/list?page=2');
    expect(drawn.mock.calls.at(-1)?.[0].location.pathname).toBe('/vouchers/list');
    expect(drawn.mock.calls.at(-1)?.[1].flushSync).not.toBe(true);
    await router.navigate(-1);
    await vi.waitFor(() => expect(drawn.mock.calls.at(-1)?.[0].location.pathname).toBe('/user/list'));
    expect(drawn.mock.calls.at(-1)?.[1].flushSync).not.toBe(true);

    unsubscribe();
    router.dispose();
  });

  it('is drawn by RouterProvider within the change itself when only the search changed (flushSync honoured)', async () => {
    window.history.replaceState(null, '', '/user/list');
    const router = createAppRouter(<Search />);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status').textContent).toBe('');
    // Subscribed after RouterProvider: it runs once RouterProvider has had the change.
    const shownThen: string[] = [];
    const unsubscribe = router.subscribe(() => shownThen.push(screen.getByRole('status').textContent ?? ''));
    await act(() => router.navigate({ search: '?page=2' }));
    expect(shownThen.at(-1)).toBe('?page=2');
    unsubscribe();
    router.dispose();
  });
});
