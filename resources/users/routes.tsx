import { paths } from '../../src/routes';
import { userScreens } from './screens';
import { guardedRoutes } from '../../src/auth/guardedRoutes';

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const userRoutes = guardedRoutes([
  { path: paths.userList, screen: userScreens.UserList, resource: 'users', action: 'list' },
  { path: paths.addUser, screen: userScreens.AddUser, resource: 'users', action: 'create' },
  { path: paths.newUserDetail(':id'), screen: userScreens.NewUserDetail, resource: 'newUsers', action: 'show' },
  { path: paths.userDetail(':id'), screen: userScreens.UserDetail, resource: 'users', action: 'show' },
  {
    path: paths.editRequestDetail(':id'),
    screen: userScreens.EditRequestDetail,
    resource: 'editRequests',
    action: 'show',
  },
]);
