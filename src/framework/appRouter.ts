// Extends React Router past its documented API: it replaces the data router's `subscribe`
// (marked private in React Router's types) and relies on `<RouterProvider>` honouring the
// `flushSync` its subscriber is handed (checked with react-router 7.18). Guarded by
// tests/unit/framework/appRouter.test.tsx.

import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;
type Subscriber = Parameters<Router['subscribe']>[0];

/**
 * A browser data router whose change of the address's search alone (a list's page, sort,
 * search or filters, or Back between them) is drawn at once, in one block (`flushSync`),
 * instead of as a transition drawn in slices with frames between them: the same screen
 * stays, and its next rows are at hand. Other navigations stay transitions, so a screen
 * whose code is loading keeps the last page on screen meanwhile.
 *
 * React Router's own `flushSync` option of `navigate` applies only to the navigation's
 * loading state, not to its completion, hence the router's subscription is wrapped here.
 */
export function createAppRouter(element: ReactNode): Router {
  const router = createBrowserRouter([{ path: '*', element }]);
  const subscribe = router.subscribe;
  router.subscribe = (subscriber: Subscriber) => {
    let shown = router.state.location;
    return subscribe((state, options) => {
      const searchOnly = state.location !== shown && state.location.pathname === shown.pathname;
      shown = state.location;
      subscriber(state, searchOnly ? { ...options, flushSync: true } : options);
    });
  };
  return router;
}
