import SettingsIcon from '@mui/icons-material/Settings';
import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { settingsRoutes } from './routes';
import { settingsScreens } from './screens';
import { settingsEndpoints } from './endpoints';

/** The administrator's own account: contact details, and the phone, email and password changes. */
export const settingsArea: Area = {
  name: 'settings',
  routes: settingsRoutes,
  menu: {
    key: 'settings',
    label: 'app.menu.settings',
    icon: SettingsIcon,
    to: paths.settings,
    // Terms and privacy are reached from Settings.
    prefixes: ['/settings', '/terms', '/privacy'],
    screen: settingsScreens.SettingsPage,
    access: { resource: 'account', action: 'show' },
  },
  endpoints: settingsEndpoints,
  messages: () => import('./messages'),
  permissions: [...permissionsOn('account', 'show', 'edit'), ...permissionsOn('programmeSettings', 'edit')],
};
