// Past react-admin's documented API: ra-core's `parseQueryFromLocation` (exported, undocumented) reads the
// address's params as react-admin does (react-admin 5.15.4; tests/unit/framework/immediateListParams.test.tsx).

import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, parseQueryFromLocation, useListContext, type ListControllerResult } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** The address's search for a list's params, as react-admin writes it (objects as JSON). */
function listSearch(query: object) {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  return `?${new URLSearchParams(entries.sort(([a], [b]) => a.localeCompare(b)))}`;
}

/** The list's calls that change what it shows: kept the same functions while the list re-renders. */
const changes = [
  'setSort',
  'setFilters',
  'setPerPage',
  'showFilter',
  'hideFilter',
  'onSelect',
  'onSelectAll',
  'onToggleItem',
  'onUnselectItems',
] as const;

type Calls = Pick<ListControllerResult, (typeof changes)[number] | 'setPage'>;

/**
 * The list's context, whose page changes reach the address in the click's own task, not after react-admin's
 * `setTimeout(0)`; its calls stay the same functions, or the DataTable's row context would redraw every row.
 */
export function ImmediateListParams({ children }: { children: ReactNode }) {
  const list = useListContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ list, search, navigate });
  useLayoutEffect(() => {
    latest.current = { list, search, navigate };
  });
  const calls = useMemo(() => {
    const setPage = (page: number) => {
      const { list: shown, search: address, navigate: go } = latest.current;
      const next = {
        ...parseQueryFromLocation({ search: address }),
        filter: shown.filterValues,
        displayedFilters: shown.displayedFilters,
        sort: shown.sort.field,
        order: shown.sort.order,
        perPage: shown.perPage,
        page,
      };
      void go({ search: listSearch(next) }, { state: { _scrollToTop: true } });
    };
    const forwarded = changes.map(name => [
      name,
      (...args: unknown[]) => (latest.current.list[name] as (...args: unknown[]) => unknown)(...args),
    ]);
    return { ...Object.fromEntries(forwarded), setPage } as Calls;
  }, []);
  const value = useMemo(() => ({ ...list, ...calls }), [list, calls]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
