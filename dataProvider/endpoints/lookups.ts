import { defineEndpoints, type EndpointTable, type ListSource } from '../endpoints';
import type { ListRecord } from '../list';

/** Choice lists answer {key, value}; react-admin needs an id. */
const choices = (path: string): ListSource[] => [
  { path, toRecord: item => ({ ...item, id: String(item.key) }) as ListRecord },
];

/** The choices several forms share (brands and categories are the products area's). */
const resources: EndpointTable = {
  roles: { list: 'main/role/list/' },
  firmTypes: { list: choices('user/firm-type-choices/'), messages: { list: 'app.users.choices_failed' } },
  userTypes: { list: choices('user/user-type-choices/'), messages: { list: 'app.users.choices_failed' } },
  countries: { list: 'main/countries/' },
};

export const lookupEndpoints = defineEndpoints({ resources });
