import { createUserActions } from '../users';
import { editRequestSource } from '../editRequests';
import { defineEndpoints, type EndpointTable, type PendingSources } from '../endpoints';
import { fullName } from '../personName';

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
const pending: PendingSources = {
  newUser: { resource: 'newUsers', dateField: 'date_joined' },
  profileEdit: { resource: 'editRequests', source: 0, dateField: 'created_at' },
  emailEdit: { resource: 'editRequests', source: 1, dateField: 'created_at' },
};

export const userEndpoints = defineEndpoints({ resources, actions: createUserActions, pending });
