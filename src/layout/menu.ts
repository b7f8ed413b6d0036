import DashboardIcon from '@mui/icons-material/Dashboard';
import type { MenuEntry } from '../area';
import { areas } from '../areas';
import { lazyPage } from '../lib/lazyPage';
import { paths } from '../routes';

export const DashboardPage = lazyPage(() => import('../dashboard/Dashboard'));

/** The side menu: the dashboard, then each area's entry in the areas' order. */
export const menuEntries: MenuEntry[] = [
  {
    key: 'dashboard',
    label: 'app.menu.dashboard',
    icon: DashboardIcon,
    to: paths.dashboard,
    prefixes: [],
    screen: DashboardPage,
    access: { resource: 'dashboard', action: 'show' },
  },
  ...areas.flatMap(area => (area.menu ? [area.menu] : [])),
];

/** Whether `pathname` is under one of `prefixes` (none: is `to` itself). */
export const isUnder = (pathname: string, prefixes: string[], to?: string) =>
  prefixes.length === 0 ? pathname === to : prefixes.some(prefix => pathname.startsWith(prefix));

export const isActiveEntry = (entry: MenuEntry, pathname: string) => isUnder(pathname, entry.prefixes, entry.to);
