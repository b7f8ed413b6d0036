import { describe, expect, it } from 'vitest';
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
});
