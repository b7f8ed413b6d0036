import { EMAIL_EDIT_KIND, NEW_USER_KIND, PROFILE_EDIT_KIND } from '@/contract/approvals/kinds';
import type { ListCache } from '@/dataProvider/listCache';
import { createUserDetailActions } from './userDetailCalls';
import { createUserActions } from './userCalls';
import { editRequestSource } from './editRequests';
import type { PendingSources } from '@/dataProvider/approvalKinds';
import { defineEndpoints, type EndpointTable } from '@/dataProvider/endpoints';
import { fullName } from '@/dataProvider/personName';

const userPath = (id: unknown) => `user/retrieve/${id}/`;
const deletePath = (id: unknown) => `user/user/delete/${id}/`;

const resources: EndpointTable = {
  users: {
    list: 'user/users/',
    getOne: userPath,
    create: { path: 'user/user/admin/create/', multipart: true },
    update: { path: id => `user/user/update/${id}/`, method: 'PUT', multipart: true },
    delete: { path: deletePath },
    searchFields: [fullName, 'email', 'phone', 'firm_name', 'user_type', 'referred_by'],
    messages: {
      list: 'app.users.fetch_failed',
      getOne: 'app.users.load_failed',
      create: 'app.add_user.create_failed',
      update: 'app.users.update_failed',
      delete: 'app.users.delete_failed',
    },
  },
  newUsers: {
    list: 'user/new-users/',
    getOne: userPath,
    delete: { path: deletePath },
    searchFields: [fullName, 'email', 'phone', 'firm_name', 'firm_type', 'user_type', 'referred_by'],
    messages: {
      list: 'app.users.requests_failed',
      getOne: 'app.users.load_failed',
      delete: 'app.new_user.reject_failed',
    },
  },
  // Listed per user by a named call; deleting one is a soft delete by PATCH.
  tdsCertificates: {
    delete: { path: id => `loyalty/tds-certificate/delete/${id}/`, method: 'PATCH' },
    messages: { delete: 'app.user_detail.delete_failed' },
  },
  editRequests: {
    list: [
      editRequestSource('user/profile-update/requests/', 'profile'),
      editRequestSource('user/email-update/requests/', 'email'),
    ],
    searchFields: [fullName, 'email', 'phone', 'firm_name', 'requestType'],
    messages: { list: 'app.users.requests_failed' },
  },
};

/** New users and the two kinds of edit request wait in the approvals inbox too. */
const pending: PendingSources = [
  { kind: NEW_USER_KIND, resource: 'newUsers' },
  { kind: PROFILE_EDIT_KIND, resource: 'editRequests', source: 0 },
  { kind: EMAIL_EDIT_KIND, resource: 'editRequests', source: 1 },
];

/** Members' own calls, and those of a member's page: history, vouchers, TDS certificates. */
const createActions = (cache: ListCache) => ({ ...createUserActions(cache), ...createUserDetailActions(cache) });

export const usersEndpoints = defineEndpoints({ resources, actions: createActions, pending });

declare module '@/dataProvider/areaCalls' {
  interface AreaCalls extends ReturnType<typeof createActions> {}
}
