import type { Identifier } from 'react-admin';

/** The users area's paths (the spec's client route table). */
export const userPaths = {
  userList: '/user/list',
  /** The Users page's Edit Requests tab searched for one member: email edits have no page of their own. */
  editRequestsOf: (search: string) =>
    `/user/list?${new URLSearchParams({ tab: 'edits', filter: JSON.stringify({ q: search }) })}`,
  addUser: '/user/add-user',
  userDetail: (id: Identifier) => `/user/user-detail/${id}`,
  newUserDetail: (id: Identifier) => `/user/new-user-detail/${id}`,
  editRequestDetail: (id: Identifier) => `/user/edit-request/detail/${id}`,
} as const;
