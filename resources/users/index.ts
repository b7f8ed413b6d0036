import EditNoteIcon from '@mui/icons-material/EditNote';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { permissionsOn, type Area } from '@/src/area';
import { personName } from '@/src/lib/text';
import { userRoutes } from './routes';
import { userScreens } from './screens';
import { usersEndpoints } from './endpoints';
import { userApprovalKinds } from './approvalKinds';
import { newUsersDashboardTable } from './dashboardTable';
import { userSearchSources } from './searchSources';
import { userPaths } from './paths';

/** Members: the approved ones, sign-ups to review and profile or email edits to allow, under /user/. */
export const usersArea: Area = {
  name: 'users',
  resources: [
    {
      name: 'users',
      icon: PeopleIcon,
      options: { label: 'app.resources.users' },
      recordRepresentation: personName,
      addresses: { list: userPaths.userList, record: userPaths.userDetail, create: userPaths.addUser },
    },
    {
      name: 'newUsers',
      icon: PersonAddIcon,
      options: { label: 'app.resources.newUsers' },
      recordRepresentation: personName,
      addresses: { list: `${userPaths.userList}?tab=new`, record: userPaths.newUserDetail },
    },
    {
      name: 'editRequests',
      icon: EditNoteIcon,
      options: { label: 'app.resources.editRequests' },
      recordRepresentation: personName,
      addresses: { list: `${userPaths.userList}?tab=edits`, record: userPaths.editRequestDetail },
    },
  ],
  routes: userRoutes,
  quickActions: [
    {
      order: 2,
      label: 'app.dashboard.new_user',
      to: userPaths.addUser,
      access: { resource: 'users', action: 'create' },
    },
  ],
  menu: {
    key: 'users',
    label: 'app.menu.users',
    icon: PeopleIcon,
    to: userPaths.userList,
    prefixes: ['/user/'],
    screen: userScreens.UserList,
    access: { resource: 'users', action: 'list' },
    inSpec: true,
  },
  approvalKinds: userApprovalKinds,
  dashboardTable: newUsersDashboardTable,
  searchSources: userSearchSources,
  endpoints: usersEndpoints,
  messages: () => import('./messages'),
  paths: userPaths,
  recordPages: { user: userPaths.userDetail },
  permissions: [
    ...permissionsOn('users', 'list', 'show', 'create', 'delete', 'export'),
    ...permissionsOn('newUsers', 'list', 'show', 'approve', 'reject'),
    ...permissionsOn('editRequests', 'list', 'show', 'approve', 'reject'),
    ...permissionsOn('tdsCertificates', 'create', 'delete'),
  ],
};
