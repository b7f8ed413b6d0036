import { useCallback } from 'react';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';

type Destination = Parameters<RouterNavigateFunction>[0];

/** A change of the shown list's params alone (page, sort, search, filters): only the address's search. */
const changesListParams = (to: Destination) =>
  typeof to === 'object' && to.pathname === undefined && typeof to.search === 'string';

/**
 * Navigates as react-admin's react-router adapter does, but draws a change of the shown list's
 * params at once (react-router's `flushSync`) instead of as a transition: its next rows are at
 * hand, and drawing them in slices with frames in between only made a click on Next wait
 * longer. Other navigations stay transitions: a screen whose code is loading keeps the last
 * page on screen meanwhile.
 */
function useNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  return useCallback(
    (to, options) =>
      navigate(to, changesListParams(to) ? ({ ...options, flushSync: true } as typeof options) : options),
    [navigate],
  );
}

/** react-admin's react-router adapter, with the navigation above. */
export const appRouterProvider: RouterProvider = { ...reactRouterProvider, useNavigate };
