import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../src/layout/appStore';

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
});
