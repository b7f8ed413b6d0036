// Past TanStack Query's documented API: `QueryCache.build`, which every `useQuery` of an uncached key goes
// through (@tanstack/react-query 5.108; tests/unit/framework/heldListsCache.test.tsx).
import {
  hashKey,
  QueryCache,
  type DefaultError,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'react-admin';

/** What the data provider tells of the lists it holds whole in the browser. */
export interface HeldLists {
  /** The page `getList` would answer, at once; undefined when it would have to ask the backend. */
  peekList: (resource: string, params: Partial<GetListParams>) => Omit<GetListResult, 'pageInfo'> | undefined;
  holdsList: (resource: string) => boolean;
}

/** The resource of react-admin's list query, `[resource, 'getList', params]`. */
export const listResource = (queryKey: QueryKey) =>
  queryKey[1] === 'getList' && typeof queryKey[0] === 'string' ? queryKey[0] : undefined;

/** react-query's cache, where a new query of a list held whole starts with its answer: no render of the old rows. */
export class HeldListsCache extends QueryCache {
  constructor(private readonly lists: HeldLists) {
    super();
  }

  override build<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const resource = listResource(options.queryKey);
    if (resource && !state && !this.get(options.queryHash ?? hashKey(options.queryKey))) {
      const held = this.lists.peekList(resource, (options.queryKey as QueryKey)[2] as Partial<GetListParams>);
      if (held) return super.build(client, { ...options, initialData: held as TData }, state);
    }
    return super.build(client, options, state);
  }
}
