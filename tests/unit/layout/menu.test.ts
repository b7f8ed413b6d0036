import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/src/area';
import { i18nProvider } from '@/src/i18n';
import { isActiveEntry } from '@/src/layout/areaScreens';
import { menuEntries, menuOf, menuParts } from '@/src/layout/menu';
import { goToScreens } from '@/src/search/goToEntries';
import { menuItems } from '../../menuItems';

const labels = (entries: readonly MenuEntry[]) => entries.map(entry => i18nProvider.translate(entry.label));

/** The entries lit up at `pathname`. */
const litAt = (pathname: string) => labels(menuEntries.filter(entry => isActiveEntry(entry, pathname)));

describe('the side menu', () => {
  it("lists the spec's nine entries in the spec's order, then the others", () => {
    expect(labels(menuParts.spec)).toEqual(menuItems.spec);
    expect(labels(menuParts.more)).toEqual(menuItems.more);
    expect(menuEntries).toEqual([...menuParts.spec, ...menuParts.more]);
  });

  it("puts the spec's entries first whatever the areas' order, each part keeping it", () => {
    const entry = (key: string, inSpec?: boolean) => ({ ...menuEntries[0], key, inSpec });
    const { spec, more } = menuOf([entry('a'), entry('b', true), entry('c'), entry('d', true)]);
    expect(spec.map(({ key }) => key)).toEqual(['b', 'd']);
    expect(more.map(({ key }) => key)).toEqual(['a', 'c']);
  });

  it('lights up one entry on each page under it, and none on a page signed out', () => {
    const pages: Record<string, string> = {
      '/': 'Dashboard',
      '/bills/request/detail/4': 'Bills',
      '/approvals': 'Approvals',
      '/schemes': 'Schemes',
      '/schemes/new': 'Schemes',
      '/schemes/detail/3': 'Schemes',
      '/programme': 'Programme',
      '/tax/194r': 'Tax register (194R)',
      '/admins': 'Team',
      '/audit': 'Audit log',
    };
    for (const [pathname, label] of Object.entries(pages)) expect(litAt(pathname), pathname).toEqual([label]);
    expect(litAt('/accept-invitation')).toEqual([]);
    expect(litAt('/settings/change-password')).toEqual(['Settings']);
  });

  it('offers each screen once in Ctrl+K\'s "Go to", named as in the menu', () => {
    const places = goToScreens.map(screen => screen.to);
    expect(places.filter((to, index) => places.indexOf(to) !== index)).toEqual([]);
    expect(goToScreens.map(screen => screen.label)).toEqual(
      expect.arrayContaining(menuEntries.map(entry => entry.label)),
    );
  });

  it('loads the programme at a glance, with its charts, only as its entry is pointed at, not while idle', () => {
    expect(menuEntries.filter(entry => entry.loadWhileIdle === false).map(entry => entry.to)).toEqual(['/programme']);
  });
});
