import { userScreens } from './screens';
import { guardedRoutes } from '@/src/auth/guardedRoutes';
import { userPaths } from './paths';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const userRoutes = guardedRoutes([
  { path: userPaths.userList, screen: userScreens.UserList, resource: 'users', action: 'list' },
  { path: userPaths.addUser, screen: userScreens.AddUser, resource: 'users', action: 'create' },
  { path: userPaths.newUserDetail(':id'), screen: userScreens.NewUserDetail, resource: 'newUsers', action: 'show' },
  { path: userPaths.userDetail(':id'), screen: userScreens.UserDetail, resource: 'users', action: 'show' },
  {
    path: userPaths.editRequestDetail(':id'),
    screen: userScreens.EditRequestDetail,
    resource: 'editRequests',
    action: 'show',
  },
]);
