import type { GetListParams, GetListResult, Identifier } from 'react-admin';
import type { ListCache } from './listCache';
import type { ListRecord, SearchField } from './list';
import type { KindSources, PendingSources } from './approvalKinds';
type PathOf = (id: Identifier) => string;

export interface MutationCall<P = string | PathOf> {
  path: P;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as multipart/form-data instead of JSON. */
  multipart?: boolean;
}

/** One GET that answers a whole array, and how its items become records with an `id`. */
export interface ListSource {
  path: string;
  toRecord?: (item: Record<string, unknown>) => ListRecord;
  /** Fields every record of this source shares (an edit request's kind): a filter on one picks the sources asked. */
  shared?: Record<string, unknown>;
}

/** How one resource of react-admin maps onto the backend's irregular paths; a list of several sources is merged. */
export interface Endpoint {
  list?: string | ListSource[];
  getOne?: PathOf;
  create?: MutationCall<string>;
  update?: MutationCall<PathOf>;
  delete?: MutationCall<PathOf>;
  searchFields?: SearchField[];
  /** Filters a screen offers that the records answer through other fields (a voucher's expiry by its validity). */
  derivedFilters?: Record<string, (value: unknown) => Record<string, unknown>>;
  /** Filters worked out over the list held whole (a bill's risk flags); a paging backend is sent them as they are. */
  heldFilters?: Record<string, HeldFilter>;
  /** The spec's message for each call when the server sends none. */
  messages?: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'delete', string>>;
}

/** Given its value, the list's records and the other lists held whole, whether a record is kept. */
export type HeldFilter = (
  value: unknown,
  records: ListRecord[],
  heldRecords: (resource: string) => ListRecord[] | undefined,
) => (record: ListRecord) => boolean;

export type EndpointTable = Record<string, Endpoint>;

/** What an area adds to the data provider: its resources, named calls, pending work and lists assembled here. */
export interface AreaEndpoints<Actions extends object = object> {
  resources?: EndpointTable;
  actions?: (cache: ListCache) => Actions;
  pending?: PendingSources;
  lists?: (
    cache: ListCache,
    pending: KindSources,
    mayList: MayList,
  ) => Record<string, (params: Partial<GetListParams>) => Promise<GetListResult>>;
}

/** Whether the administrator's role may list a resource: a list assembled from several asks only those. */
export type MayList = (resource: string) => boolean;

/** An area's endpoints, their types kept (its named calls become typed methods of the data provider). */
export const defineEndpoints = <Endpoints extends AreaEndpoints>(endpoints: Endpoints) => endpoints;
