// Past React Router's documented API: it wraps the data router's `subscribe` (private in its types), and
// `<RouterProvider>` must honour the `flushSync` it is given (react-router 7.18; tests/unit/framework/appRouter.test.tsx).

import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;
type Subscriber = Parameters<Router['subscribe']>[0];

/**
 * A data router that draws a change of the search alone (a list's page, sort, filters) at once, not as a
 * transition; `navigate`'s own `flushSync` covers only the loading state, hence the wrapped subscription.
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
