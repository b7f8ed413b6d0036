import { createDashboardActions } from './dashboard';
import { defineEndpoints, type AreaEndpoints, type EndpointTable, type ListSource } from './endpoints';
import type { ListRecord } from './list';
import { createPasswordResetActions } from './passwordReset';
import { createProgrammeActions } from './programme';

/** Choice lists answer {key, value}; react-admin needs an id. */
const choices = (path: string): ListSource[] => [
  { path, toRecord: item => ({ ...item, id: String(item.key) }) as ListRecord },
];

/** The choices several forms share (brands and categories are the products area's). */
const lookups: EndpointTable = {
  roles: { list: 'main/role/list/' },
  firmTypes: { list: choices('user/firm-type-choices/'), messages: { list: 'app.common.choices_failed' } },
  userTypes: { list: choices('user/user-type-choices/'), messages: { list: 'app.common.choices_failed' } },
  countries: { list: 'main/countries/' },
};

/** The endpoints of no area: the dashboard's totals, the password reset, shared choices, the programme's. */
export const shellEndpoints: AreaEndpoints[] = [
  defineEndpoints({ actions: createDashboardActions }),
  defineEndpoints({ actions: createPasswordResetActions }),
  defineEndpoints({ resources: lookups }),
  defineEndpoints({ actions: createProgrammeActions }),
];

declare module './areaCalls' {
  interface AreaCalls
    extends
      ReturnType<typeof createDashboardActions>,
      ReturnType<typeof createPasswordResetActions>,
      ReturnType<typeof createProgrammeActions> {}
}
