import { describe, expect, it } from 'vitest';
import { areaEndpoints } from '@/src/appDataProvider';
import { areas } from '@/src/areas';
import { appMessages } from '@/src/i18n/en';
import { menuEntries } from '@/src/layout/menu';

const duplicates = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('the list of areas', () => {
  it('names each area, resource and menu entry once', () => {
    expect(duplicates(areas.map(area => area.name))).toEqual([]);
    expect(duplicates(areas.flatMap(area => area.resources ?? []).map(resource => resource.name))).toEqual([]);
    expect(duplicates(menuEntries.map(entry => entry.key))).toEqual([]);
  });

  it('gives every resource an address for its list, and every area the permissions it asks for', () => {
    for (const area of areas) {
      expect(area.permissions.length, area.name).toBeGreaterThan(0);
      for (const resource of area.resources ?? []) expect(resource.addresses.list, resource.name).toMatch(/^\//);
    }
  });

  it('asks canAccess, for each menu entry and "Go to" line, what its area declares it needs', () => {
    for (const area of areas) {
      const declared = area.permissions.map(({ resource, action }) => `${resource}.${action}`);
      for (const { access } of [...(area.menu ? [area.menu] : []), ...(area.goTo ?? [])]) {
        const resources = typeof access.resource === 'string' ? [access.resource] : access.resource;
        for (const resource of resources) expect(declared, area.name).toContain(`${resource}.${access.action}`);
      }
    }
  });

  it("composes every area's endpoints file (resources/<area>/endpoints.ts) into the data provider once, through its area, as its calls are typed", () => {
    // Each file's calls join the data provider's type wherever the file is; at run time, only through a list.
    const files = import.meta.glob<Record<string, unknown>>('../../resources/*/endpoints.ts', { eager: true });
    const composed = areaEndpoints;
    expect(duplicates(composed as never[])).toEqual([]);
    for (const [file, exports] of Object.entries(files)) {
      for (const endpoints of Object.values(exports)) expect(composed, file).toContain(endpoints);
    }
    expect(composed).toHaveLength(Object.keys(files).length);
  });

  it("keeps each area's strings under keys of its own, beside the shell's", async () => {
    const keys = await Promise.all(areas.map(async area => Object.keys((await area.messages?.())?.default ?? {})));
    const all = [...Object.keys(appMessages), ...keys.flat()];
    expect(duplicates(all)).toEqual([]);
  });
});
