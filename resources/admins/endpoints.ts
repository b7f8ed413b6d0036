import { createAdminActions } from './adminCalls';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { fullName } from '@/dataProvider/personName';

/**
 * The team of administrators: its list, one plain array the data provider searches,
 * sorts and pages itself, and the named calls of the invitations and of each account
 * (./adminCalls.ts). Owners only; a backend without a team answers 404.
 */
const resources: EndpointTable = {
  admins: {
    list: 'team/admins/',
    searchFields: [fullName, 'email'],
    messages: { list: 'app.admins.fetch_failed' },
  },
};

export const adminsEndpoints = defineEndpoints({ resources, actions: createAdminActions });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createAdminActions> {}
}
