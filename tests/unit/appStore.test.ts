import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/src/layout/appStore';

describe("the app's store", () => {
  it('keeps the chosen theme when a sign-out empties it, and nothing else', () => {
    const store = createAppStore();
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('users.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('users.listParams')).toBeUndefined();
    expect(localStorage.getItem('RaStore.theme')).toBe('"dark"');
    store.teardown();
  });

  it('stays without a theme when none was chosen (the system decides)', () => {
    const store = createAppStore();
    store.setup();
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
    store.teardown();
  });

  it("passes on a list's stored params, and every other key, to their subscribers", () => {
    const store = createAppStore();
    store.setup();
    const params = vi.fn();
    const sidebar = vi.fn();
    store.subscribe('users.listParams', params);
    store.subscribe('sidebar.open', sidebar);
    store.setItem('users.listParams', { page: 2 });
    store.setItem('sidebar.open', false);
    expect(params).toHaveBeenCalledWith({ page: 2 });
    expect(sidebar).toHaveBeenCalledWith(false);
    store.teardown();
  });

  it('reads each key from local storage once, then from its copy, which follows every write', () => {
    const store = createAppStore();
    store.setup();
    store.setItem('users.datagrid.expanded', [1]);
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    for (let row = 0; row < 20; row += 1) expect(store.getItem('users.datagrid.expanded', [])).toEqual([1]);
    expect(store.getItem('sidebar.open', true)).toBe(true);
    expect(store.getItem('sidebar.open', true)).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);
    store.removeItem('users.datagrid.expanded');
    expect(store.getItem('users.datagrid.expanded', [])).toEqual([]);
    reads.mockRestore();
    store.teardown();
  });

  it("sees another tab's write, and its clearing of local storage", () => {
    const store = createAppStore();
    store.setup();
    store.setItem('sidebar.open', true);
    localStorage.setItem('RaStore.sidebar.open', 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.sidebar.open', newValue: 'false' }));
    expect(store.getItem('sidebar.open')).toBe(false);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.teardown();
  });
});
