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
import { request } from './http';
import { queryRecords, type ListRecord } from './list';
import type { ListCache } from './listCache';
import { toFormData } from './formData';

interface DrfPage {
  count: number;
  results: ListRecord[];
}

const isDrfPage = (body: unknown): body is DrfPage =>
  !!body &&
  typeof body === 'object' &&
  Array.isArray((body as DrfPage).results) &&
  typeof (body as DrfPage).count === 'number';

/** Query parameters a DRF backend pages, searches and orders by. */
function drfQuery(params: Partial<GetListParams>) {
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  return {
    page: params.pagination?.page,
    page_size: params.pagination?.perPage,
    search: typeof params.filter?.q === 'string' ? params.filter.q : undefined,
    ordering: field ? `${order === 'DESC' ? '-' : ''}${field}` : undefined,
  };
}

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

  /** Every source of a merged list, fetched together and mapped to records. */
  async function fetchSources(sources: ListSource[], fallbackMessage?: string) {
    const answers = await Promise.all(sources.map(source => request<unknown>(source.path, { fallbackMessage })));
    return answers.flatMap((answer, index) => {
      const items = Array.isArray(answer) ? (answer as Record<string, unknown>[]) : [];
      const toRecord = sources[index].toRecord ?? (item => item as ListRecord);
      return items.map(toRecord);
    });
  }

  async function getList(resource: string, params: Partial<GetListParams>) {
    const endpoint = endpointOf(resource);
    if (!endpoint.list) throw notSupported(resource, 'list');
    const { list } = endpoint;
    const fallbackMessage = endpoint.messages?.list;
    if (serverPaged.has(resource) && typeof list === 'string') {
      const page = await request<DrfPage>(list, { query: drfQuery(params), fallbackMessage, signal: params.signal });
      return { data: page.results, total: page.count };
    }
    const body = await cache.get(resource, () =>
      typeof list === 'string' ? request<unknown>(list, { fallbackMessage }) : fetchSources(list, fallbackMessage),
    );
    if (isDrfPage(body)) {
      serverPaged.add(resource);
      cache.invalidateAll();
      return getList(resource, params);
    }
    const records = Array.isArray(body) ? (body as ListRecord[]) : [];
    const { data, total, unfilteredTotal } = queryRecords(records, params, endpoint.searchFields);
    return { data, total, meta: { unfilteredTotal } };
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

  const methods = {
    getList,
    getOne,

    async getMany(resource: string, params: GetManyParams) {
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
  return methods as unknown as ResourceMethods;
}

type ResourceMethods = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;
