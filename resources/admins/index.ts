import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { permissionsOn, type Area } from '@/src/area';
import { personName } from '@/src/lib/text';
import { adminPublicRoutes } from './routes';
import { adminScreens } from './screens';
import { adminsEndpoints } from './endpoints';
import { adminPaths } from './paths';

/**
 * The team of administrators at /admins (owners only; also reached from Settings): invitations
 * by email, roles, disabling; and the invitation's page, opened signed out from its link (`publicRoutes`).
 */
export const adminsArea: Area = {
  name: 'admins',
  resources: [
    {
      name: 'admins',
      icon: AdminPanelSettingsIcon,
      options: { label: 'app.admins.title' },
      recordRepresentation: personName,
      list: adminScreens.AdminList,
      addresses: { list: adminPaths.admins },
    },
  ],
  publicRoutes: adminPublicRoutes,
  menu: {
    key: 'admins',
    label: 'app.admins.menu',
    title: 'app.admins.title',
    icon: AdminPanelSettingsIcon,
    to: adminPaths.admins,
    prefixes: [adminPaths.admins],
    screen: adminScreens.AdminList,
    access: { resource: 'admins', action: 'list' },
  },
  endpoints: adminsEndpoints,
  messages: () => import('./messages'),
  paths: adminPaths,
  pages: { admins: adminPaths.admins },
  permissions: permissionsOn('admins', 'list', 'create', 'edit'),
};
