import type { Identifier } from 'react-admin';
import type { SearchField } from './list';

type PathOf = (id: Identifier) => string;

export interface MutationCall<P = string | PathOf> {
  path: P;
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as multipart/form-data instead of JSON. */
  multipart?: boolean;
}

/**
 * How one resource of react-admin maps onto the backend's irregular paths. `list` answers
 * the whole array (or a DRF page), which the data provider searches, sorts and pages.
 */
export interface Endpoint {
  list?: string;
  getOne?: PathOf;
  create?: MutationCall<string>;
  update?: MutationCall<PathOf>;
  delete?: MutationCall<PathOf>;
  searchFields?: SearchField[];
  /** The spec's message for each call when the server sends none. */
  messages?: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'delete', string>>;
}

export type EndpointTable = Record<string, Endpoint>;

/**
 * The backend's resources. Each screen area adds its entry here as its server
 * endpoints come; a resource missing from the table is refused by the data provider.
 */
export const endpoints: EndpointTable = {};
