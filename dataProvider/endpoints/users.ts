import { createUserActions } from '../users';
import { defineEndpoints, type EndpointTable, type ListSource } from '../endpoints';
import type { ListRecord } from '../list';
import { fullName } from './searchFields';

const userPath = (id: unknown) => `user/retrieve/${id}/`;
const deletePath = (id: unknown) => `user/user/delete/${id}/`;

export const requestTypes = { profile: 'Profile Update', email: 'Email Update' } as const;

/** What every edit request of a kind has alike: the list of profile and email requests tells them apart by it. */
const requestKindFields = (kind: keyof typeof requestTypes) => ({ requestKind: kind, requestType: requestTypes[kind] });

/** Profile and email edit requests share one list, told apart by requestType; ids are prefixed. */
export const editRequest = (kind: keyof typeof requestTypes) => (item: Record<string, unknown>) =>
  ({
    ...item,
    id: `${kind}-${item.id}`,
    requestId: item.id,
    ...requestKindFields(kind),
  }) as ListRecord;

const editRequestSource = (path: string, kind: keyof typeof requestTypes): ListSource => ({
  path,
  toRecord: editRequest(kind),
  shared: requestKindFields(kind),
});

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
  editRequests: {
    list: [
      editRequestSource('user/profile-update/requests/', 'profile'),
      editRequestSource('user/email-update/requests/', 'email'),
    ],
    searchFields: [fullName, 'email', 'phone', 'firm_name', 'requestType'],
    messages: { list: 'app.users.requests_failed' },
  },
};

export const userEndpoints = defineEndpoints({ resources, actions: createUserActions });
