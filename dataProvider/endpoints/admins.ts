import { createAdminActions } from '../admins';
import { defineEndpoints, type EndpointTable } from '../endpoints';
import { fullName } from '../personName';

/**
 * The team of administrators (issue 27): its list, one plain array the data provider searches,
 * sorts and pages itself, and the named calls of the invitations and of each account
 * (dataProvider/admins.ts). Owners only; a backend without a team answers 404.
 */
const resources: EndpointTable = {
  admins: {
    list: 'team/admins/',
    searchFields: [fullName, 'email'],
    messages: { list: 'app.admins.fetch_failed' },
  },
};

export const adminsEndpoints = defineEndpoints({ resources, actions: createAdminActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createAdminActions> {}
}
