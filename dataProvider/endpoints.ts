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
  /**
   * Fields `toRecord` gives every record of this source alike (an edit request's kind): from a
   * paging backend, a filter on one chooses the sources asked, and a sort by one is done here.
   */
  shared?: Record<string, unknown>;
}

/**
 * How one resource of react-admin maps onto the backend's irregular paths. `list` answers
 * the whole array (or a DRF page), which the data provider searches, sorts and pages; a
 * list of several sources is fetched together and merged.
 */
export interface Endpoint {
  list?: string | ListSource[];
  getOne?: PathOf;
  create?: MutationCall<string>;
  update?: MutationCall<PathOf>;
  delete?: MutationCall<PathOf>;
  searchFields?: SearchField[];
  /** Filters a screen offers that the records answer through other fields (a voucher's expiry by its validity). */
  derivedFilters?: Record<string, (value: unknown) => Record<string, unknown>>;
  /**
   * Filters the records answer through no field of their own, worked out over the whole list held
   * in the browser (a bill's risk flags): applied to a list a backend answers whole; a paging
   * backend is sent them as they are.
   */
  heldFilters?: Record<string, HeldFilter>;
  /** The spec's message for each call when the server sends none. */
  messages?: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'delete', string>>;
}

/**
 * A held filter: given its value, the list's records and the other lists held whole (by resource,
 * undefined when not held), whether a record is kept.
 */
export type HeldFilter = (
  value: unknown,
  records: ListRecord[],
  heldRecords: (resource: string) => ListRecord[] | undefined,
) => (record: ListRecord) => boolean;

export type EndpointTable = Record<string, Endpoint>;

/**
 * What an area adds to the data provider, in its endpoints file (resources/<area>/endpoints.ts): the paths of
 * its resources (react-admin's CRUD calls read them), its calls outside CRUD (approve,
 * import…) as named methods, the pending work its lists hold for the approvals inbox, and
 * lists the data provider assembles itself (the inbox, from every area's pending work).
 * The area's index names them (`endpoints` of src/area.ts); createDataProvider composes the list.
 */
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

/**
 * Whether the signed-in administrator's role may list a resource (contract/team/roles.ts, as
 * the auth provider's `canAccess` answers): lists assembled from several (the inbox) ask only those.
 */
export type MayList = (resource: string) => boolean;

/** An area's endpoints, their types kept (its named calls become typed methods of the data provider). */
export const defineEndpoints = <Endpoints extends AreaEndpoints>(endpoints: Endpoints) => endpoints;
