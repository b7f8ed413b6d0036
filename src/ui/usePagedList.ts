import { useDeferredValue, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';

export const pageSize = 20;

interface Options {
  search: string;
  perPage?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

/**
 * One page of a resource, searched as the person types. The data provider answers from
 * its cached copy, so typing fetches nothing; the search is deferred so typing stays quick.
 */
export function usePagedList<T extends RaRecord>(
  resource: string,
  { search, sort, filter, perPage = pageSize }: Options,
) {
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const [searchedFor, setSearchedFor] = useState(deferredSearch);
  if (searchedFor !== deferredSearch) {
    setSearchedFor(deferredSearch);
    setPage(1);
  }
  const result = useGetList<T>(resource, {
    pagination: { page, perPage },
    sort,
    filter: { ...filter, q: deferredSearch },
  });
  const total = result.total ?? 0;
  const unfilteredTotal = (result.meta as { unfilteredTotal?: number } | undefined)?.unfilteredTotal ?? total;
  return {
    ...result,
    page,
    setPage,
    total,
    unfilteredTotal,
    /** The spec counts pages from the unfiltered total. */
    pageCount: Math.max(1, Math.ceil(unfilteredTotal / perPage)),
    hasNext: page * perPage < total,
    firstIndex: (page - 1) * perPage,
    searching: deferredSearch.trim() !== '',
    /** What the shown rows answer, and whether newer typing or a fetch is still on its way. */
    query: deferredSearch,
    updating: deferredSearch !== search || result.isFetching,
  };
}

export type PagedList<T extends RaRecord> = ReturnType<typeof usePagedList<T>>;
