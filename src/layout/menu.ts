import DashboardIcon from '@mui/icons-material/Dashboard';
import type { MenuEntry } from '../area';
import { lazyPage } from '../lib/lazyPage';
import { paths } from '../routes';
import { areaMenuEntries } from './areaScreens';

export const DashboardPage = lazyPage(() => import('../dashboard/Dashboard'));

/** The side menu's first entry. */
export const dashboardEntry: MenuEntry = {
  key: 'dashboard',
  label: 'app.menu.dashboard',
  icon: DashboardIcon,
  to: paths.dashboard,
  prefixes: [],
  screen: DashboardPage,
  access: { resource: 'dashboard', action: 'show' },
};

/** The side menu: the dashboard, then each area's entry in the areas' order. */
export const menuEntries: MenuEntry[] = [dashboardEntry, ...areaMenuEntries];
