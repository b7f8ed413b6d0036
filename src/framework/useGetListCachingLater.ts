// Past react-admin's documented API: the query keys of ra-core's `useGetList` (`[resource, 'getList',
// params]`) and of the records it puts in the `getOne` cache (react-admin 5.15.4; tests/unit/framework/useGetListCachingLater.test.tsx).

import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, type GetListParams, type GetListResult, type RaRecord } from 'react-admin';

/** useGetList copies at most this many records into the getOne cache. */
const MAX_RECORDS_CACHED = 100;

type ListParams = Pick<GetListParams, 'pagination' | 'sort'> & Partial<Pick<GetListParams, 'filter' | 'meta'>>;

/** Safari has no requestIdleCallback. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
};

/**
 * react-admin's `useGetList`, sharing its cache (and so its refreshes), whose records go into the
 * `getOne` cache, for a record's page to open at once, once the browser is idle rather than as the
 * list answers: a page of several lists draws them without building a query for each row first.
 */
export function useGetListCachingLater<T extends RaRecord = RaRecord>(
  resource: string,
  { pagination, sort, filter = {}, meta }: ListParams,
  options: Pick<UseQueryOptions<GetListResult<T>>, 'enabled'> = {},
) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }],
    queryFn: ({ signal }) =>
      dataProvider
        .getList<T>(resource, {
          pagination,
          sort,
          filter,
          meta,
          signal: dataProvider.supportAbortSignal === true ? signal : undefined,
        })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    ...options,
  });
  const records = result.data?.data;
  const settled = !result.isFetching && result.error == null;
  useEffect(() => {
    if (!records || !settled || records.length > MAX_RECORDS_CACHED) return;
    return whenIdle(() => {
      for (const record of records) {
        queryClient.setQueryData(
          [resource, 'getOne', { id: String(record.id), meta }],
          (cached: T | undefined) => cached ?? record,
        );
      }
    });
  }, [records, settled, queryClient, resource, meta]);
  return { ...result, data: records, total: result.data?.total };
}
