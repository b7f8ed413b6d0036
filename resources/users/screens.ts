import { lazyPage } from '@/src/lib/lazyPage';

/** The users area: the list with its three tabs, the review of a sign-up, the add-user form, a user's detail and a profile edit request. */
export const userScreens = {
  UserList: lazyPage(() => import('./UserList')),
  NewUserDetail: lazyPage(() => import('./NewUserDetail')),
  AddUser: lazyPage(() => import('./AddUser')),
  UserDetail: lazyPage(() => import('./UserDetail')),
  EditRequestDetail: lazyPage(() => import('./EditRequestDetail')),
};
