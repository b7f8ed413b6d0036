import SettingsIcon from '@mui/icons-material/Settings';
import { permissionsOn, type Area } from '@/src/area';
import { settingsRoutes } from './routes';
import { settingsScreens } from './screens';
import { settingsEndpoints } from './endpoints';
import { settingsPaths } from './settingsPaths';

/** The administrator's own account: contact details, and the phone, email and password changes. */
export const settingsArea: Area = {
  name: 'settings',
  routes: settingsRoutes,
  menu: {
    key: 'settings',
    label: 'app.menu.settings',
    icon: SettingsIcon,
    to: settingsPaths.settings,
    // Terms and privacy are reached from Settings.
    prefixes: ['/settings', '/terms', '/privacy'],
    screen: settingsScreens.SettingsPage,
    access: { resource: 'account', action: 'show' },
    inSpec: true,
  },
  endpoints: settingsEndpoints,
  messages: () => import('./messages'),
  paths: settingsPaths,
  permissions: [...permissionsOn('account', 'show', 'edit'), ...permissionsOn('programmeSettings', 'edit')],
};
