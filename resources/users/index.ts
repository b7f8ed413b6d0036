import { lazyPage } from '../../src/lib/lazyPage';

/** The users area: the list with its three tabs, the review of a sign-up, and the add-user form. */
export const userScreens = {
  UserList: lazyPage(() => import('./UserList')),
  NewUserDetail: lazyPage(() => import('./NewUserDetail')),
  AddUser: lazyPage(() => import('./AddUser')),
};
