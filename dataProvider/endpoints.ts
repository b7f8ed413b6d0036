import type { Identifier } from 'react-admin';
import type { ListRecord, SearchField } from './list';
import { auditEndpoints } from './endpoints/audit';
import { catalogueEndpoints } from './endpoints/catalogue';
import { directoryEndpoints } from './endpoints/directory';
import { lookupEndpoints } from './endpoints/lookups';
import { notificationEndpoints } from './endpoints/notifications';
import { pendingEndpoints } from './endpoints/pending';
import { productEndpoints } from './endpoints/products';
import { termsEndpoints } from './endpoints/terms';
import { userDetailEndpoints } from './endpoints/userDetail';
import { userEndpoints } from './endpoints/users';
import { voucherEndpoints } from './endpoints/vouchers';

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
  /** The spec's message for each call when the server sends none. */
  messages?: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'delete', string>>;
}

export type EndpointTable = Record<string, Endpoint>;

/**
 * The backend's resources. Each screen area adds its entries as its server endpoints
 * come; a resource missing from the table is refused by the data provider.
 */
export const endpoints: EndpointTable = {
  ...userEndpoints,
  ...directoryEndpoints,
  ...pendingEndpoints,
  ...voucherEndpoints,
  ...lookupEndpoints,
  ...catalogueEndpoints,
  ...productEndpoints,
  ...userDetailEndpoints,
  ...notificationEndpoints,
  ...termsEndpoints,
  ...auditEndpoints,
};
