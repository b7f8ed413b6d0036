import type { MenuEntry, Preload } from '../area';
import { areas } from '../areas';
import type { LazyPage } from '../lib/lazyPage';

// The areas' screens by address, apart from the side menu (menu.ts), whose first entry is the
// dashboard: the dashboard loads an area's screen ahead from here without importing itself.

/** The areas' entries of the side menu, in the areas' order. */
export const areaMenuEntries: MenuEntry[] = areas.flatMap(area => (area.menu ? [area.menu] : []));

/** The screens the areas load ahead beside their menu's. */
export const areaPreloads: Preload[] = areas.flatMap(area => area.preload ?? []);

/** Whether `pathname` is under one of `prefixes` (none: is `to` itself). */
export const isUnder = (pathname: string, prefixes: string[], to?: string) =>
  prefixes.length === 0 ? pathname === to : prefixes.some(prefix => pathname.startsWith(prefix));

export const isActiveEntry = (entry: MenuEntry, pathname: string) => isUnder(pathname, entry.prefixes, entry.to);

/** Starts loading a screen (a failure is left to the visit, which tries again). */
export function preloadScreen(screen: LazyPage) {
  screen.preload().catch(() => {});
}

/** Starts loading the area's screen shown at `pathname` (its menu's, else one it loads ahead), if one is known. */
export function preloadAreaScreenAt(pathname: string) {
  const screen =
    areaMenuEntries.find(entry => isActiveEntry(entry, pathname))?.screen ??
    areaPreloads.find(({ at }) => isUnder(pathname, at))?.screen;
  if (screen) preloadScreen(screen);
}
