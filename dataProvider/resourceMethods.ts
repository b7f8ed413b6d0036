import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Endpoint, EndpointTable, ListSource, MutationCall } from './endpoints';
import {
  countQuery,
  drfQuery,
  fetchWholeList,
  firstCallQuery,
  hasFilters,
  isDrfPage,
  searchTextOf,
  type DrfPage,
} from './drfPages';
import { request, type Query } from './http';
import { HeldList, type HeldPredicates } from './heldList';
import { defaultPerPage, readAheadMeta, type ListRecord } from './list';
import type { ListCache } from './listCache';
import { toFormData } from './formData';
import { askedSources, mergedCount, mergedServerPage, recordsOf } from './mergedPages';

/** What the list cache keeps of a list's first answer: the whole list held, or a paging backend's first page. */
type FirstAnswer = { held: HeldList } | { page: DrfPage; query: Query } | { paged: true };

const sameQuery = (left: Query | undefined, right: Query) => JSON.stringify(left) === JSON.stringify(right);

/** The cache key of a list's unfiltered total: one per resource and filters other than the search. */
const unfilteredTotalKey = (resource: string, params: Partial<GetListParams>) => {
  const { q: _search, ...filters } = params.filter ?? {};
  return `${resource} unfiltered total ${JSON.stringify(filters)}`;
};

/** The filters as the records answer them: each derived filter replaced by the fields it stands for. */
function withDerivedFilters(endpoint: Endpoint, params: Partial<GetListParams>): Partial<GetListParams> {
  const derived = endpoint.derivedFilters;
  if (!derived || !params.filter) return params;
  const filter = Object.entries(params.filter).reduce<Record<string, unknown>>(
    (result, [key, value]) => ({ ...result, ...(derived[key] ? derived[key](value) : { [key]: value }) }),
    {},
  );
  return { ...params, filter };
}

/** The cache key of a paging backend's page read ahead of its view: every param that shapes it. */
/** How many pages after the one shown a paging backend is asked for ahead. */
const PAGES_AHEAD = 2;

const pageAheadKey = (resource: string, params: Partial<GetListParams>) => {
  const filter = Object.entries(params.filter ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return `${resource} page ahead ${JSON.stringify([params.pagination, params.sort, filter])}`;
};

interface ServerPage {
  data: ListRecord[];
  total: number;
  meta: { unfilteredTotal: number };
}

const oneRow: Partial<GetListParams> = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } };

const notSupported = (resource: string, method: string) =>
  new Error(`The resource "${resource}" has no ${method} call`);

/** getList, getOne, create, update and delete of react-admin, read off the endpoint table. */
export function createResourceMethods(table: EndpointTable, cache: ListCache) {
  const serverPaged = new Set<string>();

  const endpointOf = (resource: string): Endpoint => {
    const endpoint = table[resource];
    if (!endpoint) throw new Error(`Unknown resource "${resource}"`);
    return endpoint;
  };

  /** A merged list's sources' first answers: merged records when each is a whole array, undefined when paged. */
  async function firstMergedAnswer(sources: ListSource[], params: Partial<GetListParams>, fallbackMessage?: string) {
    const asked = askedSources(sources, { ...params, filter: {} });
    const answers = await Promise.all(
      asked.map(({ source, params: sourceParams }) =>
        request<unknown>(source.path, { query: firstCallQuery(sourceParams), fallbackMessage }),
      ),
    );
    if (answers.some(isDrfPage)) return undefined;
    return answers.flatMap((items, index) => recordsOf(asked[index].source, Array.isArray(items) ? items : []));
  }

  /**
   * A page the backend searched, sorted and paged. The spec counts pages from the unfiltered total, so
   * the unsearched count is kept (asked as a one-row page when a search comes first) and an old one serves.
   */
  async function getServerPage(
    resource: string,
    params: Partial<GetListParams>,
    readPage: () => Promise<{ data: ListRecord[]; total: number }>,
    countUnsearched: () => Promise<number>,
  ): Promise<ServerPage> {
    const totalKey = unfilteredTotalKey(resource, params);
    const searched = searchTextOf(params) !== '';
    const [page, unfilteredTotal] = await Promise.all([
      readPage(),
      searched ? cache.latest(totalKey, countUnsearched) : undefined,
    ]);
    if (!searched) cache.put(totalKey, page.total);
    return { data: page.data, total: page.total, meta: { unfilteredTotal: unfilteredTotal ?? page.total } };
  }

  /** A page of a list with one path, or of a merged list, from a paging backend. */
  function getPagedList(
    resource: string,
    list: string | ListSource[],
    params: Partial<GetListParams>,
    fallbackMessage?: string,
  ) {
    if (typeof list !== 'string') {
      return getServerPage(
        resource,
        params,
        () => mergedServerPage(list, params, fallbackMessage),
        () => mergedCount(list, params, fallbackMessage),
      );
    }
    return getServerPage(
      resource,
      params,
      () =>
        request<DrfPage>(list, { query: drfQuery(params), fallbackMessage, signal: params.signal }).then(page => ({
          data: page.results,
          total: page.count,
        })),
      () => request<DrfPage>(list, { query: countQuery(params), fallbackMessage }).then(({ count }) => count),
    );
  }

  /**
   * A page of a paging backend's list, and the next PAGES_AHEAD pages asked ahead so that Next draws at
   * once; each page shown asks for one more, and a page read ahead serves once.
   */
  async function pageReadingAhead(
    resource: string,
    params: Partial<GetListParams>,
    read: (params: Partial<GetListParams>) => Promise<ServerPage>,
    answered?: ServerPage,
  ) {
    const page = answered ?? (await (cache.take<ServerPage>(pageAheadKey(resource, params)) ?? read(params)));
    const { page: number = 1, perPage = defaultPerPage } = params.pagination ?? {};
    if (params.meta?.[readAheadMeta]) {
      for (let ahead = number + 1; ahead <= number + PAGES_AHEAD && (ahead - 1) * perPage < page.total; ahead++) {
        const next = { ...params, pagination: { page: ahead, perPage }, signal: undefined };
        void cache.get(pageAheadKey(resource, next), () => read(next));
      }
    }
    return page;
  }

  /** Asks a paging backend for the page a list is about to show (a search, once typing pauses), kept for its call. */
  async function readListAhead(resource: string, askedParams: Partial<GetListParams>) {
    const endpoint = table[resource];
    if (!endpoint?.list || !serverPaged.has(resource)) return;
    const { list } = endpoint;
    const params = withDerivedFilters(endpoint, askedParams);
    void cache.get(pageAheadKey(resource, params), () => getPagedList(resource, list, params, endpoint.messages?.list));
  }

  /** A list's first call: its whole array, held, unless the backend answers it in pages. */
  async function firstAnswer(
    list: string | ListSource[],
    params: Partial<GetListParams>,
    fallbackMessage?: string,
  ): Promise<FirstAnswer> {
    if (typeof list !== 'string') {
      const records = await firstMergedAnswer(list, params, fallbackMessage);
      return records ? { held: new HeldList(records) } : { paged: true };
    }
    const query = firstCallQuery(params);
    const body = await request<unknown>(list, { query, fallbackMessage });
    if (isDrfPage(body)) return { page: body, query };
    return { held: new HeldList(Array.isArray(body) ? (body as ListRecord[]) : []) };
  }

  /** A page of a list: its first call tells, once per resource, whether the backend answers whole arrays or pages. */
  async function getList(resource: string, askedParams: Partial<GetListParams>) {
    const endpoint = endpointOf(resource);
    const params = withDerivedFilters(endpoint, askedParams);
    if (!endpoint.list) throw notSupported(resource, 'list');
    const { list } = endpoint;
    const fallbackMessage = endpoint.messages?.list;
    const readPage = (asked: Partial<GetListParams>) => getPagedList(resource, list, asked, fallbackMessage);
    if (!serverPaged.has(resource)) {
      const first = await cache.get<FirstAnswer>(resource, () => firstAnswer(list, params, fallbackMessage));
      if ('held' in first) return pageOfHeldList(endpoint, first.held, params);
      serverPaged.add(resource);
      // Only this list's first answer: the lists other resources hold whole stay held.
      cache.forget(resource);
      // The first call asked for this very page, unsearched and unfiltered: it is the answer, and its count the unfiltered total.
      if (
        'page' in first &&
        !searchTextOf(params) &&
        !hasFilters(params) &&
        sameQuery(first.query, firstCallQuery(params))
      ) {
        const { count, results } = first.page;
        cache.put(unfilteredTotalKey(resource, params), count);
        return pageReadingAhead(resource, params, readPage, {
          data: results,
          total: count,
          meta: { unfilteredTotal: count },
        });
      }
    }
    return pageReadingAhead(resource, params, readPage);
  }

  function pageOfHeldList(endpoint: Endpoint, held: HeldList, params: Partial<GetListParams>) {
    const { data, total, unfilteredTotal } = held.query(params, endpoint.searchFields, heldPredicates(endpoint));
    held.warmSearch(endpoint.searchFields ?? []);
    return { data, total, meta: { unfilteredTotal } };
  }

  /** The page `getList` would answer at once (held whole, or read ahead); undefined if it must ask. */
  function peekList(resource: string, askedParams: Partial<GetListParams>) {
    const held = heldList(resource);
    if (held) return pageOfHeldList(held.endpoint, held.held, withDerivedFilters(held.endpoint, askedParams));
    const endpoint = table[resource];
    if (!endpoint || !serverPaged.has(resource)) return undefined;
    return cache.peek<ServerPage>(pageAheadKey(resource, withDerivedFilters(endpoint, askedParams)));
  }

  /** The endpoint's held filters, each given the other lists held whole. */
  function heldPredicates(endpoint: Endpoint): HeldPredicates {
    const heldRecords = (resource: string) => heldList(resource)?.held.records;
    return Object.fromEntries(
      Object.entries(endpoint.heldFilters ?? {}).map(([name, filter]) => [
        name,
        (value: unknown, records: ListRecord[]) => filter(value, records, heldRecords),
      ]),
    );
  }

  /** The list's endpoint and the list held whole, when it has arrived and is fresh. */
  function heldList(resource: string) {
    const endpoint = table[resource];
    if (!endpoint?.list || serverPaged.has(resource)) return undefined;
    const first = cache.peek<FirstAnswer>(resource);
    return first && 'held' in first ? { endpoint, held: first.held } : undefined;
  }

  async function getOne(resource: string, params: GetOneParams) {
    const endpoint = endpointOf(resource);
    if (!endpoint.getOne) throw notSupported(resource, 'getOne');
    const data = await request<ListRecord>(endpoint.getOne(params.id), {
      fallbackMessage: endpoint.messages?.getOne,
      signal: params.signal,
    });
    return { data: { ...data, id: data?.id ?? params.id } };
  }

  async function mutate(call: MutationCall<string>, body: unknown, fallbackMessage?: string) {
    try {
      return await request<ListRecord | undefined>(call.path, {
        method: call.method,
        body: call.multipart && body && typeof body === 'object' ? toFormData(body as Record<string, unknown>) : body,
        fallbackMessage,
      });
    } finally {
      cache.invalidateAll();
    }
  }

  const withPath = (call: MutationCall<(id: Identifier) => string>, id: Identifier): MutationCall<string> => ({
    ...call,
    path: call.path(id),
  });

  /** How many items a list holds, asked as one-row pages unless the list is held whole. */
  async function countList(resource: string): Promise<number> {
    const endpoint = endpointOf(resource);
    if (!endpoint.list) throw notSupported(resource, 'list');
    const { list } = endpoint;
    const first = cache.peek<FirstAnswer>(resource);
    if (typeof list === 'string' || (first && 'held' in first)) {
      return (await getList(resource, oneRow)).total ?? 0;
    }
    return mergedCount(list, {}, endpoint.messages?.list);
  }

  function listPathOf(resource: string): string {
    const { list } = endpointOf(resource);
    if (typeof list !== 'string') throw notSupported(resource, 'list of a single path');
    return list;
  }

  /** Every item of a resource's list (a single path), across the backend's pages if it pages. */
  function wholeList(resource: string): Promise<unknown[]> {
    return fetchWholeList(listPathOf(resource), endpointOf(resource).messages?.list);
  }

  const methods = {
    getList,
    peekList,
    readListAhead,
    countList,
    wholeList,
    /** The paths of resources' lists (each of a single path), for a worker that reads them itself. */
    listPaths: async (resources: string[]) => resources.map(listPathOf),
    holdsList: (resource: string) => heldList(resource) !== undefined,
    getOne,

    async getMany(resource: string, params: GetManyParams) {
      // A paging backend is asked for each record, not for every page of its list.
      if (serverPaged.has(resource) && endpointOf(resource).getOne) {
        const records = await Promise.all(params.ids.map(id => getOne(resource, { id, signal: params.signal })));
        return { data: records.map(({ data }) => data) };
      }
      const { data } = await getList(resource, { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } });
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter(record => wanted.has(String(record.id))) };
    },

    async getManyReference(resource: string, params: GetManyReferenceParams) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource: string, params: CreateParams) {
      const endpoint = endpointOf(resource);
      if (!endpoint.create) throw notSupported(resource, 'create');
      const data = await mutate({ method: 'POST', ...endpoint.create }, params.data, endpoint.messages?.create);
      return { data: { ...params.data, ...data } };
    },

    async update(resource: string, params: UpdateParams) {
      const endpoint = endpointOf(resource);
      if (!endpoint.update) throw notSupported(resource, 'update');
      const call = { method: 'PUT' as const, ...withPath(endpoint.update, params.id) };
      const data = await mutate(call, params.data, endpoint.messages?.update);
      return { data: { ...params.previousData, ...params.data, ...data, id: params.id } };
    },

    async updateMany(resource: string, params: UpdateManyParams) {
      await Promise.all(
        params.ids.map(id => methods.update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },

    async delete(resource: string, params: DeleteParams) {
      const endpoint = endpointOf(resource);
      if (!endpoint.delete) throw notSupported(resource, 'delete');
      await mutate({ method: 'DELETE', ...withPath(endpoint.delete, params.id) }, undefined, endpoint.messages?.delete);
      return { data: params.previousData ?? { id: params.id } };
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(params.ids.map(id => methods.delete(resource, { id })));
      return { data: params.ids };
    },
  };
  // The records are the backend's own JSON, so react-admin's per-call generics cannot be checked here.
  return methods as unknown as ResourceMethods &
    Pick<typeof methods, 'peekList' | 'readListAhead' | 'holdsList' | 'countList' | 'wholeList' | 'listPaths'>;
}

type ResourceMethods = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;
