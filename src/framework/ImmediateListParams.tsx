// Extends react-admin past its documented API: ra-core's `parseQueryFromLocation` (exported,
// not documented), to keep every param of the address as react-admin reads them (checked with
// react-admin 5.15.4). Guarded by tests/unit/framework/immediateListParams.test.tsx.

import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, parseQueryFromLocation, useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The address's search for a list's params, as react-admin writes it (objects as JSON). */
function listSearch(query: object) {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  return `?${new URLSearchParams(entries.sort(([a], [b]) => a.localeCompare(b)))}`;
}

/**
 * The enclosing list's context, whose page changes reach the address in the click's own task.
 * react-admin's `setPage` first waits for a `setTimeout(0)` (to merge the changes of one tick),
 * which let the browser draw a frame, about a fifth of a click on Next, before the next page
 * was drawn. A sort keeps react-admin's pause: the first sort of a long list is a long task
 * of its own, which the click's should not add to.
 */
export function ImmediateListParams({ children }: { children: ReactNode }) {
  const list = useListContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  const value = useMemo(() => {
    const setPage = (page: number) => {
      const next = {
        ...parseQueryFromLocation({ search }),
        filter: list.filterValues,
        displayedFilters: list.displayedFilters,
        sort: list.sort.field,
        order: list.sort.order,
        perPage: list.perPage,
        page,
      };
      void navigate({ search: listSearch(next) }, { state: { _scrollToTop: true } });
    };
    return { ...list, setPage };
  }, [list, search, navigate]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
