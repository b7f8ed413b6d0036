import { localStorageStore, type Store } from 'react-admin';

/**
 * Keys that outlive a sign-out: react-admin empties its store when someone signs out, but
 * the light or dark theme belongs to the browser, not to the session.
 */
const keptOnSignOut = ['theme'];

/** react-admin's local-storage store, whose reset (at sign-out) keeps the keys above. */
export function createAppStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    reset() {
      const kept = keptOnSignOut.map(key => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
