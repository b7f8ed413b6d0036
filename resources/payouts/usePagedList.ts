import { useMemo, useState } from 'react';
import { useList, useSortState, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';
import { sortRecords, type ListRecord } from '@/dataProvider/list';

/**
 * Records already fetched (a batch's thousands of lines) as a list context that draws one page
 * of them: react-admin's `useList` draws every record on its first render, before it pages them
 * in an effect. Filters are equalities of a field; a header sorts as the app's lists do.
 */
export function usePagedList<T extends RaRecord>(records: T[], perPage: number): ListControllerResult<T> {
  const [page, setPage] = useState(1);
  const [filterValues, setFilterValues] = useState<Record<string, unknown>>({});
  const { sort, setSort } = useSortState();
  const kept = useMemo(
    () =>
      records.filter(record =>
        Object.entries(filterValues).every(([field, value]) => (record as Record<string, unknown>)[field] === value),
      ),
    [records, filterValues],
  );
  const sorted = useMemo(
    () => sortRecords(kept as unknown as ListRecord[], sort.field, sort.order) as unknown as T[],
    [kept, sort],
  );
  const shown = useMemo(() => sorted.slice((page - 1) * perPage, page * perPage), [sorted, page, perPage]);
  const list = useList<T>({ data: shown, perPage });
  return {
    ...list,
    data: shown,
    total: sorted.length,
    page,
    perPage,
    setPage,
    sort,
    setSort: (next: SortPayload) => {
      setSort(next);
      setPage(1);
    },
    filterValues,
    setFilters: (filters: Record<string, unknown>) => {
      setFilterValues(filters);
      setPage(1);
    },
  } as ListControllerResult<T>;
}
