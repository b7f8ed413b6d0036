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
  inSpec: true,
};

/** The side menu: the dashboard and the spec's entries, then, under "More", the others; each part in the areas' order. */
export function menuOf(entries: readonly MenuEntry[]) {
  return {
    spec: entries.filter(entry => entry.inSpec),
    more: entries.filter(entry => !entry.inSpec),
  };
}

/** The side menu's two parts: the spec's entries, and the others. */
export const menuParts = menuOf([dashboardEntry, ...areaMenuEntries]);

/** Every entry of the side menu, in its order. */
export const menuEntries: MenuEntry[] = [...menuParts.spec, ...menuParts.more];
